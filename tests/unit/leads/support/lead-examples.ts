import * as z from "zod/mini";
import { formsByKind } from "#generated/forms/by-kind.ts";
import type { Answers, LeadValues } from "../../../../server/leads/kinds.ts";
import { CONSENT_FIELD, CONSENT_VERSION_FIELD } from "#model/schema/consent-label.ts";
import type { LeadKind } from "#model/schema/lead-kinds.ts";

/**
 * A valid submission of each form, typed by the input of the form's generated schema: a field renamed
 * in content/forms/ makes these a compile error instead of silently testing nothing.
 */
export const validInput = {
  "home-contact": {
    name: "Ada Lovelace",
    phone: "+998 90 123 45 67",
    email: "ada@example.com",
    company: "Engines",
    message: "Hello, please call me back.",
    consent: true,
  },
  contact: {
    firstName: "Ada",
    email: "ada@example.com",
    subject: "Pricing question",
    message: "Please tell me about the pricing.",
    consent: true,
  },
  startup: {
    companyName: "Acme",
    website: "https://acme.test",
    contactName: "Wile",
    email: "w@acme.test",
    description: "Rockets for everyone",
    consent: true,
  },
  migration: {
    fullName: "Grace Hopper",
    email: "g@example.com",
    phone: "+1 555 0100 22",
    companyName: "Navy",
    tin: "123456789",
    vms: [{ name: "web-01", cpu: "2", ram: "4", storage: "100", os: "Linux" }],
    consent: true,
  },
  evaluation: {
    companyName: "Hotel Co",
    industry: "retail",
    companySize: "11-50",
    email: "ops@hotel.test",
    phone: "12345",
    budgetRange: "10k-50k",
    timeline: "1-3months",
    currentChallenges: "Spreadsheets everywhere",
    goals: "One system for all",
    consent: true,
  },
  partnership: { companyName: "Partner Ltd", contactName: "Lin", email: "lin@p.test", message: "Let us build together", consent: true },
} satisfies {
  [K in LeadKind]: z.input<(typeof formsByKind)[K]["schema"]>;
};

/** What the form's schema makes of `input` less the consent box: the fields a lead of `kind` is stored with. */
export function validated<K extends LeadKind>(kind: K, input: unknown): Answers<K> {
  // TypeScript cannot correlate `kind` with its schema in one expression; the schema is that kind's own.
  const { consent: _ticked, ...answers } = z.parse(formsByKind[kind].schema, input) as LeadValues[K];
  return answers;
}

/** What a valid example answers, less the consent box, which a lead records apart from its fields. */
export function answersOf<K extends LeadKind>(kind: K): Omit<(typeof validInput)[K], "consent"> {
  const { consent: _ticked, ...answers } = validInput[kind];
  return answers;
}

/** The consent a lead of the English forms records. */
/**
 * A valid submission as an English page's form posts it: every value as text, the box's "true" and the
 * version of the consent text the form shows (its hidden field).
 */
export function formPostOf(kind: "home-contact" | "contact", extra: Record<string, string> = {}): Record<string, string> {
  return { ...validInput[kind], [CONSENT_FIELD]: "true", [CONSENT_VERSION_FIELD]: formsByKind[kind].consent.version, ...extra };
}

export const englishConsent = { version: formsByKind.contact.consent.version, locale: "en" } as const;
