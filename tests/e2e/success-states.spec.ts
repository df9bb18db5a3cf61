import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { CONSENT_FIELD } from "#model/schema/consent-label.ts";
import { leadForms, submitForm } from "./support/fill-forms.ts";
import { E2E_LEADS_DB, expectStored, uniqueEmail } from "./support/leads.ts";
import { exportedLeads } from "../support/stored-leads.ts";

/** The e2e server's store, as `npm run leads -- export` reads it. */
const store = { LEADS_DB_PATH: E2E_LEADS_DB };

/** The reference the store gave the lead sent with `email`, as the operator's export shows it. */
async function referenceOf(email: string, kind: string): Promise<string> {
  await expectStored(email, kind);
  const lead = exportedLeads(store).find((candidate) => candidate.fields.email === email);
  expect(lead?.reference).toMatch(/^SC-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
  return lead!.reference!;
}

/** The success state: announced (a status), holding the focus, on screen, with the lead's own reference. */
async function expectSentInView(panel: Locator, reference: string): Promise<void> {
  await expect(panel).toBeVisible();
  await expect(panel.locator("[data-reference]")).toHaveText(reference);
  await expect(panel).toBeFocused();
  await expect(panel).toBeInViewport();
}

/** Sends the named form as a visitor fills it, and returns the reference the store gave its lead. */
async function sendAndReference(page: Page, name: keyof typeof leadForms): Promise<string> {
  const form = leadForms[name];
  const email = uniqueEmail(form.kind);
  await page.goto(form.path);
  await form.fill(page, email);
  await submitForm(page, form);
  return referenceOf(email, form.kind);
}

const sentPanel = (page: Page, referenceLabel = "Request reference") =>
  page.locator('[role="status"][id$="-sent"]').filter({ hasText: referenceLabel });

test.describe("every form confirms in view, with the request reference and what happens next", () => {
  for (const name of ["home contact", "contact page", "startup program"] as const) {
    test(`${name}: the confirmation shows the lead's reference`, async ({ page }) => {
      const reference = await sendAndReference(page, name);
      const panel = sentPanel(page);
      await expectSentInView(panel, reference);
      await expect(panel).toContainText("What happens next:");
    });
  }

  test("migration wizard: the confirmation follows the visitor home, reference and all, with or without the island", async ({ page }) => {
    const reference = await sendAndReference(page, "migration wizard");
    await expect(page).toHaveURL("/");
    const panel = sentPanel(page).filter({ hasText: "Migration request submitted successfully!" });
    await expectSentInView(panel, reference);
    await expect(panel).toContainText("What happens next:");
  });

  for (const [lang, referenceLabel, next] of [
    ["en", "Request reference", "What happens next:"],
    ["ru", "Номер заявки", "Что дальше:"],
    ["uz", "Soʻrov raqami", "Keyingi qadam:"],
  ] as const) {
    test(`ERP evaluation in ${lang.toUpperCase()}: with or without the island, it ends on /thank-you, which names the reference and what happens next, once`, async ({
      page,
    }) => {
      const home = lang === "en" ? "" : `/${lang}`;
      const email = uniqueEmail(`evaluation-${lang}`);
      await page.goto(`${home}/evaluation/business`);
      const form = page.locator("main form");
      // Filled by name: the labels are the page's language.
      await form.locator('[name="companyName"]').fill("Acme Retail");
      await form.locator('[name="industry"]').selectOption("retail");
      await form.locator('[name="companySize"]').selectOption("51-200");
      await form.locator('[name="email"]').fill(email);
      await form.locator('[name="phone"]').fill("+998 71 200 00 00");
      await form.locator('[name="budgetRange"]').selectOption("10k-50k");
      await form.locator('[name="timeline"]').selectOption("3-6months");
      await form.locator('[name="currentChallenges"]').fill("Stock and finance live in separate spreadsheets.");
      await form.locator('[name="goals"]').fill("One system for stock, sales and finance.");
      await form.locator(`[name="${CONSENT_FIELD}"]`).check();
      await form.locator('button[value="submit"]').click();
      await expect(page).toHaveURL(`${home}/thank-you`);
      const reference = await referenceOf(email, "evaluation");
      const panel = sentPanel(page, referenceLabel);
      await expectSentInView(panel, reference);
      await expect(panel).toContainText(next);
      // Shown to this visitor once: the page opened again is everyone's /thank-you.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(sentPanel(page, referenceLabel)).toHaveCount(0);
    });
  }

  for (const [lang, referenceLabel, next] of [
    ["ru", "Номер заявки", "Что дальше:"],
    ["uz", "Soʻrov raqami", "Keyingi qadam:"],
  ] as const) {
    test(`the contact form in ${lang.toUpperCase()} confirms in its language with the reference`, async ({ page }) => {
      const email = uniqueEmail(`contact-${lang}`);
      await page.goto(`/${lang}/contact`);
      const form = page.locator("form").filter({ has: page.locator('input[name="formId"][value="contact"]') });
      // Filled by name: the labels are the page's language.
      await form.locator('[name="firstName"]').fill("Dilnoza");
      await form.locator('[name="email"]').fill(email);
      await form.locator('[name="subject"]').fill("Private cloud pricing");
      await form.locator('[name="message"]').fill("Please call me about a private cloud for our bank.");
      await form.locator(`[name="${CONSENT_FIELD}"]`).check();
      await form.locator('button[value="submit"]').click();
      const reference = await referenceOf(email, "contact");
      const panel = sentPanel(page, referenceLabel);
      await expectSentInView(panel, reference);
      await expect(panel).toContainText(next);
    });
  }
});

test.describe("character counters", () => {
  test("an untouched counter is neutral, in every language; it turns to a warning only once the value breaks its rule", async ({
    page,
    javaScriptEnabled,
  }) => {
    for (const [path, text] of [
      ["/", "0/500 (min 10)"],
      ["/ru/", "0/500 (мин. 10)"],
      ["/uz/", "0/500 (kamida 10)"],
    ] as const) {
      await page.goto(path);
      const counter = page.locator("#contact").getByText(text);
      await expect(counter).toBeVisible();
      await expect(counter).not.toHaveAttribute("data-warn");
    }
    if (!javaScriptEnabled) return;
    const message = page.locator('#contact [name="message"]');
    await message.fill("abc");
    await expect(page.locator("#contact").getByText("3/500 (kamida 10)")).toHaveAttribute("data-warn");
    await message.fill("A message long enough");
    await expect(page.locator("#contact").getByText("21/500")).not.toHaveAttribute("data-warn");
  });
});
