import type { Locator, Page } from "@playwright/test";

export const contactForm = (page: Page) => page.locator("form").filter({ has: page.locator('input[name="formId"][value="contact"]') });

/** Valid values by field label; a value that is `{ option }` picks that option of a native select. */
type Values = Record<string, string | { option: string }>;

export async function fillValues(scope: Locator, values: Values): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label);
    await (typeof value === "string" ? field.fill(value) : field.selectOption(value.option));
  }
}

/** Ticks the box every form asks for consent with, above its submit button (on a wizard's last step). */
export const tickConsent = (scope: Locator) => scope.getByRole("checkbox", { name: /^Consent to the processing of personal data/ }).check();

/** The migration wizard's first step, filled with valid contact details. */
export const fillMigrationContact = (form: Locator, email: string) =>
  fillValues(form, {
    "Full name": "Timur Rakhimov",
    Email: email,
    Phone: "+998 90 123 45 67",
    "Company name": "Acme Logistics",
    "TIN (taxpayer identification number)": "123456789",
  });

interface LeadFormPage {
  path: string;
  kind: string;
  scope(page: Page): Locator;
  /** Fills valid values on the loaded page, through to the last step of a wizard, and ticks the consent. */
  fill(page: Page, email: string): Promise<void>;
  submitLabel: string;
}

/** A single-step form: its values and the consent, then its submit button. */
function simpleForm(
  path: string,
  kind: string,
  scope: (page: Page) => Locator,
  values: (email: string) => Values,
  submitLabel: string,
): LeadFormPage {
  const fill = async (page: Page, email: string) => {
    await fillValues(scope(page), values(email));
    await tickConsent(scope(page));
  };
  return { path, kind, scope, fill, submitLabel };
}

const migrationForm = (page: Page) => page.locator("#request form");

/** Every lead form of the site, where it lives and how a visitor fills it with valid values and sends it. */
export const leadForms = {
  "home contact": simpleForm(
    "/",
    "home-contact",
    (page) => page.locator("#contact"),
    (email) => ({
      "Full name": "Aziz Karimov",
      Email: email,
      Message: "We are looking for 40 vCPUs in Tashkent.",
    }),
    "Send Message",
  ),
  "contact page": simpleForm(
    "/contact",
    "contact",
    contactForm,
    (email) => ({
      "First name": "Dilnoza",
      Email: email,
      Subject: "Private cloud pricing",
      Message: "Please call me about a private cloud for our bank.",
    }),
    "Send Message",
  ),
  "migration wizard": {
    path: "/migration-request",
    kind: "migration",
    scope: migrationForm,
    async fill(page, email) {
      const form = migrationForm(page);
      await fillMigrationContact(form, email);
      await form.getByRole("button", { name: "Continue" }).click();
      await form.getByRole("group", { name: "VM 1" }).getByLabel("VM name").fill("web-01");
      await form.getByRole("button", { name: "Continue" }).click();
      await tickConsent(form);
    },
    submitLabel: "Submit Request",
  },
  "startup program": simpleForm(
    "/startup-program",
    "startup",
    (page) => page.locator("#apply-now"),
    (email) => ({
      "Company name": "Bolt AI",
      Website: "https://bolt.example",
      "Contact name": "Sardor",
      Email: email,
      "Tell us about your startup": "We train small language models for Uzbek.",
    }),
    "Submit Application",
  ),
  "ERP evaluation": simpleForm(
    "/evaluation/business",
    "evaluation",
    (page) => page.locator("main form"),
    (email) => ({
      "Company name": "Acme Retail",
      Industry: { option: "retail" },
      "Company size": { option: "51-200" },
      Email: email,
      Phone: "+998 71 200 00 00",
      "Budget range": { option: "10k-50k" },
      "Implementation timeline": { option: "3-6months" },
      "Current challenges": "Stock and finance live in separate spreadsheets.",
      Goals: "One system for stock, finance and HR.",
    }),
    "Submit Evaluation Request",
  ),
} satisfies Record<string, LeadFormPage>;

/** Clicks the form's submit button. */
export const submitForm = (page: Page, form: LeadFormPage) => form.scope(page).getByRole("button", { name: form.submitLabel }).click();
