import { expect, test } from "./fixtures.ts";
import { contactForm } from "./support/fill-forms.ts";

// Spec (issue 51): the contact form comes first on a phone, and sits beside the contact facts from 1024 px,
// in every language.
for (const path of ["/contact", "/ru/contact", "/uz/contact"]) {
  test(`${path}: the form starts on the first screen of a phone, and from 1024 px the office facts sit beside it`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const form = contactForm(page);
    const offices = page.locator("#offices");
    const phone = { form: (await form.boundingBox())!, offices: (await offices.boundingBox())! };
    expect(phone.form.y, "the form's top on a phone").toBeLessThan(844);
    expect(phone.offices.y, "the office facts come after the form").toBeGreaterThan(phone.form.y + phone.form.height);
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const [formBox, officesBox] = [(await form.boundingBox())!, (await offices.boundingBox())!];
      expect(officesBox.x, `at ${width} px the facts are right of the form`).toBeGreaterThanOrEqual(formBox.x + formBox.width);
      expect(officesBox.y, `at ${width} px the facts start level with the form's section`).toBeLessThan(formBox.y);
    }
  });
}
