import { acknowledgeStatus, expect, test } from "./fixtures.ts";
import { contactForm, fillMigrationContact, leadForms, submitForm } from "./support/fill-forms.ts";
import { E2E_LEADS_DB, expectStored, uniqueEmail } from "./support/leads.ts";
import { exportedLeads } from "../support/stored-leads.ts";
import { site } from "#generated/site.ts";

/** The reference the store gave the migration request sent with `email`, as the operator's export shows it. */
async function migrationReference(email: string): Promise<string> {
  await expectStored(email, "migration");
  const reference = exportedLeads({ LEADS_DB_PATH: E2E_LEADS_DB }).find((lead) => lead.fields.email === email)?.reference;
  expect(reference).toMatch(/^SC-/);
  return reference!;
}

/** The success panel a form shows in place of itself, or the page it moved on to shows after its heading. */
const sentPanel = (page: import("@playwright/test").Page) => page.locator('[role="status"][id$="-sent"]');

test.describe("a migration request ends on the home page with its reference, however it was posted", () => {
  test("posted before the island starts, it ends on / with the panel and the reference the store holds", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every post is a native one: the next test");
    // The islands bundle never arrives: every post of this visit is the browser's own, as before an island starts.
    await page.route(/\/assets\/islands-[^/]*\.js$/, () => {});
    const email = uniqueEmail("before-island");
    await page.goto("/migration-request", { waitUntil: "commit" });
    await leadForms["migration wizard"].fill(page, email);
    await submitForm(page, leadForms["migration wizard"]);
    await expect(page).toHaveURL("/");
    await expect(sentPanel(page).locator("[data-reference]")).toHaveText(await migrationReference(email));
    await expect(sentPanel(page)).toBeFocused();
  });

  test("posted without JavaScript, or with the island live, it ends on / with the panel and the reference", async ({ page }) => {
    const email = uniqueEmail("wizard-end");
    await page.goto("/migration-request");
    await leadForms["migration wizard"].fill(page, email);
    await submitForm(page, leadForms["migration wizard"]);
    await expect(page).toHaveURL("/");
    await expect(sentPanel(page).locator("[data-reference]")).toHaveText(await migrationReference(email));
    await expect(sentPanel(page)).toBeInViewport();
  });
});

test("the contact form's success panel takes the form's place, and Send another brings back an empty form", async ({ page }) => {
  const email = uniqueEmail("send-another");
  await page.goto("/contact?ref=sales");
  await leadForms["contact page"].fill(page, email);
  await submitForm(page, leadForms["contact page"]);
  const panel = sentPanel(page);
  await expect(panel).toContainText("Your message has been sent successfully!");
  await expectStored(email, "contact");
  // Nothing left to send twice: no field and no submit button beside the confirmation.
  await expect(page.getByLabel("First name")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send Message" })).toHaveCount(0);
  await panel.getByRole("button", { name: "Send another" }).click();
  await expect(panel).toHaveCount(0);
  const form = contactForm(page);
  for (const label of ["First name", "Email", "Subject", "Message"]) await expect(form.getByLabel(label)).toHaveValue("");
  await expect(form.getByRole("checkbox", { name: /^Consent to the processing of personal data/ })).not.toBeChecked();
  // Still the address the visitor came by (at the form, without JavaScript), so a second message keeps its ?ref.
  await expect(page).toHaveURL(/\/contact\?ref=sales(#form-contact)?$/);
});

// The panel in the form's place is the ending; a toast saying the same beside it covered the heading on a
// phone (decision 495).
for (const name of ["home contact", "contact page", "startup program"] as const) {
  test(`${name}: a success is told once, by the panel in the form's place, with no toast beside it`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "toasts need JavaScript: without it the page has no toast area at all");
    const form = leadForms[name];
    const email = uniqueEmail(`one-ending-${form.kind}`);
    await page.goto(form.path);
    await form.fill(page, email);
    await submitForm(page, form);
    await expect(sentPanel(page)).toBeFocused();
    // Counted once, now: a toast shows in the same update as the panel, and a retrying check would only wait
    // for it to close after the site's 5 s.
    const notifications = page.getByRole("region", { name: new RegExp(site.toasts.labels.region) });
    await expect(notifications).toBeAttached();
    expect(await notifications.getByRole("status").count()).toBe(0);
    await expectStored(email, form.kind);
  });
}

test("a TIN one character too long comes back whole beside its message, without JavaScript", async ({
  page,
  javaScriptEnabled,
  consoleErrors,
}) => {
  test.skip(javaScriptEnabled, "with JavaScript the live form never sends the step: the browser keeps the field as typed");
  await page.goto("/migration-request");
  const form = leadForms["migration wizard"].scope(page);
  await fillMigrationContact(form, uniqueEmail("long-tin"));
  await form.getByLabel("TIN (taxpayer identification number)").fill("123456789012345");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("TIN cannot exceed 14 characters").first()).toBeVisible();
  await expect(form.getByLabel("TIN (taxpayer identification number)")).toHaveValue("123456789012345");
  acknowledgeStatus(consoleErrors, 400);
});

test("Book a Pricing Call opens the contact form with a pricing call chosen, and the lead carries it", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("pricing-call");
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Book a Pricing Call" }).first().click();
  await expect(page).toHaveURL(/\/contact\?interest=pricing$/);
  const interest = contactForm(page).getByLabel("What can we help with? (optional)");
  // With JavaScript the visitor sees the choice; without it the prerendered page shows the prompt, and the
  // choice the link named is the one the lead takes unless the visitor picks another (decision 472).
  await expect(interest).toHaveValue(javaScriptEnabled ? "pricing" : "");
  await leadForms["contact page"].fill(page, email);
  await submitForm(page, leadForms["contact page"]);
  expect((await expectStored(email, "contact")).fields).toMatchObject({ interest: "pricing" });
});

test("a visitor who picks another interest sends that one, whatever the link named", async ({ page }) => {
  const email = uniqueEmail("other-interest");
  await page.goto("/contact?interest=pricing");
  const form = contactForm(page);
  await form.getByLabel("What can we help with? (optional)").selectOption("erp-demo");
  await leadForms["contact page"].fill(page, email);
  await submitForm(page, leadForms["contact page"]);
  expect((await expectStored(email, "contact")).fields).toMatchObject({ interest: "erp-demo" });
});
