import AxeBuilder from "@axe-core/playwright";
import { acknowledgeStatus, expect, test } from "./fixtures.ts";
import { contactForm, fillMigrationContact, fillValues, leadForms, submitForm, tickConsent } from "./support/fill-forms.ts";
import { expectStored, uniqueEmail } from "./support/leads.ts";

test.describe("contact page form", () => {
  test("an empty submit names every required field beside it and moves focus to the first", async ({
    page,
    javaScriptEnabled,
    consoleErrors,
  }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("First name is required").first()).toBeVisible();
    await expect(form.getByText("Email is required").first()).toBeVisible();
    await expect(form.getByText("Subject is required").first()).toBeVisible();
    await expect(form.getByText("Message is required").first()).toBeVisible();
    const describedBy = await form.getByLabel("First name").getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("First name is required");
    if (javaScriptEnabled) await expect(form.getByLabel("First name")).toBeFocused();
    acknowledgeStatus(consoleErrors, 400);
  });

  test("each kind of bad input gets its own message and the typed values stay", async ({ page, consoleErrors }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("First name").fill("Aziz");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Subject").fill("Hi");
    await form.getByLabel("Message").fill("too short");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Invalid email address").first()).toBeVisible();
    await expect(form.getByText("Subject must be at least 5 characters").first()).toBeVisible();
    await expect(form.getByText("Message must be at least 10 characters").first()).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Aziz");
    await expect(form.getByLabel("Message")).toHaveValue("too short");
    acknowledgeStatus(consoleErrors, 400);
  });

  test("a valid message is stored and confirmed in the form's place", async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail("contact");
    await page.goto("/contact");
    const form = contactForm(page);
    await leadForms["contact page"].fill(page, email);
    if (javaScriptEnabled) await expect(form.getByText("50/1000")).toBeVisible();
    await submitForm(page, leadForms["contact page"]);
    await expect(page.getByText("Your message has been sent successfully!").first()).toBeVisible();
    const lead = await expectStored(email, "contact");
    expect(lead.fields).toMatchObject({ firstName: "Dilnoza", subject: "Private cloud pricing", phone: "" });
    await expect(form.getByLabel("First name")).toHaveCount(0);
  });

  test("a booking button without a scheduler opens this form, and the lead carries its interest", async ({ page }) => {
    const email = uniqueEmail("booking");
    await page.goto("/solutions/private-cloud");
    await page.getByRole("link", { name: "Book a Consultation" }).first().click();
    await expect(page).toHaveURL(/\/contact\?interest=consultation$/);
    await leadForms["contact page"].fill(page, email);
    await submitForm(page, leadForms["contact page"]);
    await expect(page.getByText("Your message has been sent successfully!").first()).toBeVisible();
    const lead = await expectStored(email, "contact");
    expect(lead.fields).toMatchObject({ interest: "consultation", subject: "Private cloud pricing" });
  });

  test("while sending, the button is disabled and reads Sending...", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the browser itself shows the page loading");
    const email = uniqueEmail("sending");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/forms/en/contact", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("First name").fill("Timur");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Subject").fill("Migration help");
    await form.getByLabel("Message").fill("Twenty servers to move next month.");
    await tickConsent(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    // A second click while sending cannot create a second lead.
    await sending.click({ force: true });
    release();
    // Sent once: the confirmation takes the form's place.
    await expect(form.getByRole("button", { name: "Send another" })).toBeVisible();
    await expectStored(email, "contact");
  });

  test("the form can be completed with the keyboard alone", async ({ page }) => {
    const email = uniqueEmail("keyboard");
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("First name").focus();
    await page.keyboard.type("Malika");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    // Past phone, company and website to the interest select (left on its prompt), then to the subject.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press("Tab");
    await expect(form.getByLabel("What can we help with? (optional)")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Security audit");
    await page.keyboard.press("Tab");
    await page.keyboard.type("We would like a penetration test this quarter.");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox", { name: /^Consent to the processing of personal data/ })).toBeFocused();
    await page.keyboard.press("Space");
    // Past the policy's link in the consent's text, to the button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
    await page.keyboard.press("Enter");
    const stored = await expectStored(email, "contact");
    expect(stored.fields).toMatchObject({ subject: "Security audit", interest: "" });
  });

  test("a field's message follows its value once shown: it updates, then clears when fixed", async ({
    page,
    javaScriptEnabled,
    consoleErrors,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the page only changes on the next post");
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Message is required").first()).toBeVisible();
    await form.getByLabel("Message").fill("Too short");
    await expect(form.getByText("Message must be at least 10 characters").first()).toBeVisible();
    await expect(form.getByText("Message is required")).toHaveCount(0);
    await form.getByLabel("Message").fill("Long enough to be a real message.");
    await expect(form.getByText(/^Message (is required|must be)/)).toHaveCount(0);
    await expect(form.getByLabel("Message")).not.toHaveAttribute("aria-invalid");
    await form.getByLabel("First name").fill("Aziz");
    await expect(form.getByText("First name is required")).toHaveCount(0);
    // A field the visitor has not been told about stays quiet while another one changes.
    await expect(form.getByText("Email is required").first()).toBeVisible();
    await expect(form.getByText("Invalid email address")).toHaveCount(0);
    acknowledgeStatus(consoleErrors, 400);
  });

  test("the error state has no accessibility violations", async ({ page, javaScriptEnabled, consoleErrors }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page; the no-JS error page is the same server HTML");
    await page.goto("/contact");
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(contactForm(page).getByText("First name is required").first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include("form").analyze();
    expect(results.violations).toEqual([]);
    acknowledgeStatus(consoleErrors, 400);
  });
});

test.describe("home contact form", () => {
  test("the counter reads n/500, red with (min 10) under 10 characters, and the border turns red at 1 to 9", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the counter follows typing");
    await page.goto("/");
    const message = page.locator("#contact").getByLabel("Message");
    await expect(page.locator("#contact").getByText("0/500 (min 10)")).toBeVisible();
    await expect(message).not.toHaveAttribute("data-warn");
    await message.fill("Hello");
    await expect(page.locator("#contact").getByText("5/500 (min 10)")).toHaveAttribute("data-warn");
    await expect(message).toHaveAttribute("data-warn");
    await message.fill("Hello, we need servers");
    await expect(page.locator("#contact").getByText("22/500", { exact: true })).toBeVisible();
    await expect(message).not.toHaveAttribute("data-warn");
  });

  test("the error toast names the actual problem, and a missing field still says fill in all required fields", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "toasts need JavaScript; without it the messages beside the fields say the same");
    await page.goto("/");
    const section = page.locator("#contact");
    const toast = page.getByRole("region", { name: /notifications/i });
    await section.getByLabel("Full name").fill("Aziz Karimov");
    await section.getByLabel("Email").fill("aziz@example.com");
    await section.getByLabel("Message").fill("Too short");
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(toast.getByText("Message must be at least 10 characters long")).toBeVisible();
    await expect(toast.getByText("Please fill in all required fields")).toHaveCount(0);

    await section.getByLabel("Email").fill("aziz-at-example");
    await section.getByLabel("Message").fill("We need forty vCPUs in Tashkent.");
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(toast.getByText("Invalid email address")).toBeVisible();
    await expect(section.getByText("Invalid email address").first()).toBeVisible();

    await section.getByLabel("Full name").fill("");
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(toast.getByText("Please fill in all required fields")).toBeVisible();
  });

  test("a message is stored with the page it was sent from", async ({ page }) => {
    const email = uniqueEmail("home");
    await page.goto("/");
    await leadForms["home contact"].fill(page, email);
    await submitForm(page, leadForms["home contact"]);
    await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
    const lead = await expectStored(email, "home-contact");
    expect(lead.fields).toMatchObject({ name: "Aziz Karimov", company: "" });
  });
});

test.describe("migration request wizard", () => {
  test("continue validates each step; rows add and remove; totals and review follow; success returns home", async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail("migration");
    await page.goto("/migration-request");
    const form = page.locator("#request form");
    // One step at a time: the others stay in the form (their values travel with each post) but hidden.
    await expect(form.getByRole("group", { name: "VM Details" })).toBeHidden();
    await expect(form.getByRole("group", { name: "Review" })).toBeHidden();
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(form.getByText("Full name is required").first()).toBeVisible();
    await expect(form.getByText("TIN is required").first()).toBeVisible();

    await fillMigrationContact(form, email);
    await form.getByRole("button", { name: "Continue" }).click();

    await expect(form.getByRole("group", { name: "VM Details" })).toBeVisible();
    await expect(form.getByRole("group", { name: "Contact Info" })).toBeHidden();
    await expect(form.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await expect(form.getByText("Total vCPUs: 2")).toBeVisible();
    await form.getByRole("button", { name: "Add VM" }).click();
    await expect(form.getByRole("group", { name: "VM 2" })).toBeVisible();
    await expect(form.getByText("Total vCPUs: 4")).toBeVisible();
    await expect(form.getByText("Total RAM: 8 GB")).toBeVisible();
    await expect(form.getByText("Total storage: 200 GB")).toBeVisible();
    await form.getByRole("group", { name: "VM 1" }).getByLabel("VM name").fill("web-01");
    await form.getByRole("group", { name: "VM 2" }).getByLabel("VM name").fill("db-01");
    await form.getByRole("group", { name: "VM 2" }).getByLabel("vCPUs").fill("8");
    await form.getByRole("button", { name: "Add VM" }).click();
    await form.getByRole("button", { name: "Remove VM 3" }).click();
    await expect(form.getByRole("group", { name: "VM 3" })).toHaveCount(0);
    await expect(form.getByText("Total vCPUs: 10")).toBeVisible();
    await form.getByRole("button", { name: "Continue" }).click();

    const review = form.getByRole("group", { name: "Review" });
    await expect(review.getByText(`Timur Rakhimov, ${email}, +998 90 123 45 67`)).toBeVisible();
    await expect(review.getByText("123456789")).toBeVisible();
    await expect(review.getByRole("definition").last()).toHaveText("2");
    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByRole("group", { name: "VM 2" }).getByLabel("vCPUs")).toHaveValue("8");
    await form.getByRole("button", { name: "Continue" }).click();
    await tickConsent(form);
    await form.getByRole("button", { name: "Submit Request" }).click();

    // With the island after its two seconds, without it at once: home, where the message is shown.
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Migration request submitted successfully!").first()).toBeVisible();
    const lead = await expectStored(email, "migration");
    expect(lead.fields).toMatchObject({
      tin: "123456789",
      vms: [
        { name: "web-01", cpu: 2, ram: 4, storage: 100, os: "Linux" },
        { name: "db-01", cpu: 8, ram: 4, storage: 100, os: "Linux" },
      ],
    });
    acknowledgeStatus(consoleErrors, 400);
  });
});

test.describe("migration wizard keyboard", () => {
  test("Enter in any field presses the step's Continue or Submit, never Add VM or Remove", async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail("enter");
    await page.goto("/migration-request");
    const form = page.locator("#request form");
    await fillValues(form, {
      "Full name": "Nodira Yusupova",
      Email: email,
      Phone: "+998 90 765 43 21",
      "Company name": "Samarkand Textiles",
      "TIN (taxpayer identification number)": "987654321",
    });
    await form.getByLabel("TIN (taxpayer identification number)").press("Enter");

    const details = form.getByRole("group", { name: "VM Details" });
    await expect(details).toBeVisible();
    await expect(form.getByRole("group", { name: "VM 2" })).toHaveCount(0);

    await form.getByRole("button", { name: "Add VM" }).click();
    await form.getByRole("group", { name: "VM 1" }).getByLabel("VM name").fill("app-01");
    await form.getByRole("group", { name: "VM 2" }).getByLabel("VM name").fill("app-02");
    if (javaScriptEnabled) {
      // The copy that catches Enter is neither announced nor reachable with Tab.
      expect((await new AxeBuilder({ page }).include("#request form").analyze()).violations).toEqual([]);
      await expect(form.getByRole("button", { name: "Continue" })).toHaveCount(1);
    }
    await form.getByRole("group", { name: "VM 2" }).getByLabel("VM name").press("Enter");

    const review = form.getByRole("group", { name: "Review" });
    await expect(review).toBeVisible();
    await expect(review.getByRole("definition").last()).toHaveText("2");
    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByRole("group", { name: "VM 1" }).getByLabel("VM name")).toHaveValue("app-01");
  });
});

test.describe("ERP evaluation form", () => {
  test("Reset clears every field", async ({ page }) => {
    await page.goto("/evaluation/business");
    await page.getByLabel("Company name").fill("Acme");
    await page.getByLabel("Industry").selectOption("retail");
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByLabel("Company name")).toHaveValue("");
    await expect(page.getByLabel("Industry")).toHaveValue("");
  });

  test("after a refused post, Reset clears the values that were refused", async ({ page, consoleErrors }) => {
    await page.goto("/evaluation/business");
    await page.getByLabel("Company name").fill("Acme");
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "Submit Evaluation Request" }).click();
    await expect(page.getByText("Invalid email address").first()).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
    // Without JavaScript the refusal is a 400 page, which Chromium reports in the console as a failed load.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("status of 400")));
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByLabel("Company name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
  });

  test("a complete evaluation is stored and leads to /thank-you, where its confirmation shows once", async ({ page }) => {
    const email = uniqueEmail("evaluation");
    await page.goto("/evaluation/business");
    await leadForms["ERP evaluation"].fill(page, email);
    await submitForm(page, leadForms["ERP evaluation"]);
    await expect(page).toHaveURL("/thank-you");
    await expectStored(email, "evaluation");
    const confirmation = page.getByRole("status").filter({ hasText: "Evaluation Request Submitted" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText("Thank you for your interest in the ERP.");
    // Shown once: the same page opened again is everyone's /thank-you.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(page.getByText("Evaluation Request Submitted")).toHaveCount(0);
  });
});

test.describe("startup application", () => {
  test("success replaces the form with a confirmation and a way home", async ({ page }) => {
    const email = uniqueEmail("startup");
    await page.goto("/startup-program#apply-now");
    const section = page.locator("#apply-now");
    await leadForms["startup program"].fill(page, email);
    await submitForm(page, leadForms["startup program"]);
    await expect(section.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
    await expect(section.getByLabel("Company name")).toHaveCount(0);
    await expectStored(email, "startup");
    await section.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
