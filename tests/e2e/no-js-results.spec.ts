import { acknowledgeStatus, expect, test, widths } from "./fixtures.ts";
import { fillMigrationContact, leadForms } from "./support/fill-forms.ts";
import { expectStored, uniqueEmail } from "./support/leads.ts";

/*
 * Without JavaScript a post answers with the whole page again. The answer must be where the visitor looks:
 * focused, and so scrolled into view, as the page opens (decision 320), not thousands of pixels below the
 * top of a page that looks unchanged.
 */
for (const [name, form] of Object.entries(leadForms)) {
  for (const [width, viewport] of Object.entries(widths)) {
    test(`${name} at ${width} width: an empty post opens at its error summary, focused`, async ({
      page,
      javaScriptEnabled,
      consoleErrors,
    }) => {
      test.skip(javaScriptEnabled, "with JavaScript the live form shows its messages in place, without a new page");
      await page.setViewportSize(viewport);
      await page.goto(form.path);
      // The first step's own button: Continue in the wizard, the submit button elsewhere.
      await form
        .scope(page)
        .getByRole("button", { name: new RegExp(`^(Continue|${form.submitLabel})$`) })
        .click();
      const summary = form.scope(page).getByRole("alert");
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      acknowledgeStatus(consoleErrors, 400);
    });
  }
}

test("the home form's success message is in view and focused after a post without JavaScript", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with JavaScript the message is a toast on the live form");
  await page.setViewportSize(widths.phone);
  const email = uniqueEmail("nojs-in-view");
  const form = leadForms["home contact"];
  await page.goto(form.path);
  await form.fill(page, email);
  await form.scope(page).getByRole("button", { name: form.submitLabel }).click();
  const status = form.scope(page).getByRole("status").filter({ hasText: "Message sent successfully!" });
  await expect(status).toBeFocused();
  await expect(status).toBeInViewport();
  await expectStored(email, form.kind);
});

test("a wizard step reached without JavaScript opens at that step, focused", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with JavaScript the live wizard moves the focus itself");
  await page.setViewportSize(widths.phone);
  const form = leadForms["migration wizard"];
  await page.goto(form.path);
  await fillMigrationContact(form.scope(page), uniqueEmail("nojs-step"));
  await form.scope(page).getByRole("button", { name: "Continue" }).click();
  const legend = form.scope(page).locator("legend:visible").first();
  await expect(legend).toBeFocused();
  await expect(legend).toBeInViewport();
});
