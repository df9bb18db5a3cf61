import { describe, expect, it } from "vitest";
import type { CrmMapping } from "#model/crm-mapping.ts";
import type { LeadValues } from "../../../server/leads/kinds.ts";
import { LEAD_KINDS } from "#model/schema/lead-kinds.ts";
import type { Locale } from "#model/schema/locales.ts";
import { leadOf, type Lead } from "../../../server/leads/kinds.ts";
import type { StoredLead } from "../../../server/leads/store.ts";
import { payloads } from "./support/doors.ts";
import { englishConsent, validated, validInput } from "./support/lead-examples.ts";

const { payload: toCrmPayload, apiKey: crmApiKeyOf } = payloads;

const SITE = "https://site.example";

type CrmLead = Parameters<typeof toCrmPayload>[0];

const CONSENTED_AT = Date.UTC(2026, 10, 27, 9, 30);
/** The reference the visitor was shown when the lead was accepted (docs/decisions/397). */
const REFERENCE = "SC-7K4M-2QXP";

/** A lead as a form or JSON API stores it: the fields its generated schema output, and its visitor's consent. */
function lead<K extends Lead["kind"]>(kind: K, input: object, extra: { pageUrl?: string; source?: string; locale?: Locale } = {}): CrmLead {
  const fields = { ...validated(kind, input), ...(extra.source ? { source: extra.source } : {}) };
  const locale = extra.locale ?? "en";
  return {
    ...leadOf(kind, fields, { locale, pageUrl: extra.pageUrl, consent: englishConsent }),
    consent: { ...englishConsent, locale, at: CONSENTED_AT },
    reference: REFERENCE,
  };
}

/** What every body ends with: the consent the visitor gave (docs/decisions/390), then the lead's reference (397). */
const consentKeys = ["consentVersion", "consentLocale", "consentAt", "reference"];
const consentSent = {
  consentVersion: englishConsent.version,
  consentLocale: "en",
  consentAt: "2026-11-27T09:30:00.000Z",
  reference: REFERENCE,
};

// Spec section 7, "The calls it makes": the CRM body of each lead, key by key in this order, then where the
// lead came from (the page and its ?ref, docs/decisions/473), then the consent.
const specKeys = {
  "home-contact": ["name", "phone", "email", "company", "message", "source", "pageUrl", "ref", ...consentKeys],
  contact: ["name", "phone", "company", "website", "message", "source", "email", "pageUrl", "ref", ...consentKeys],
  startup: ["name", "phone", "company", "website", "message", "source", "email", "pageUrl", "ref", ...consentKeys],
  migration: ["name", "email", "company", "phone", "tin", "website", "vm", "message", "source", "pageUrl", "ref", ...consentKeys],
};

describe("CRM payload of every lead kind, built from the real generated forms (spec section 7)", () => {
  it("a home-form lead carries name, phone, email, company, message, source, the page and its ?ref", () => {
    const payload = toCrmPayload(lead("home-contact", validInput["home-contact"], { pageUrl: `${SITE}/?ref=newsletter` }));
    expect(Object.keys(payload)).toEqual(specKeys["home-contact"]);
    expect(payload).toEqual({
      name: "Ada Lovelace",
      phone: "+998 90 123 45 67",
      email: "ada@example.com",
      company: "Engines",
      message: "Hello, please call me back.",
      source: "home-contact-form",
      pageUrl: `${SITE}/?ref=newsletter`,
      ref: "newsletter",
      ...consentSent,
    });
  });

  it("a home lead through the JSON API keeps the source its caller sent; without a page its pageUrl is empty", () => {
    const payload = toCrmPayload(lead("home-contact", { ...validInput["home-contact"], phone: "", company: "" }, { source: "landing-b" }));
    expect(payload).toEqual({
      name: "Ada Lovelace",
      phone: "",
      email: "ada@example.com",
      company: "",
      message: "Hello, please call me back.",
      source: "landing-b",
      pageUrl: "",
      ref: "",
      ...consentSent,
    });
  });

  it("a contact-page lead: phone, company and website left blank are sent as 'Not provided', the message is subject, blank line, message", () => {
    const payload = toCrmPayload(lead("contact", { ...validInput.contact, phone: "", companyName: "  " }));
    expect(Object.keys(payload)).toEqual(specKeys.contact);
    expect(payload).toEqual({
      name: "Ada",
      phone: "Not provided",
      company: "Not provided",
      website: "Not provided",
      message: "Pricing question\n\nPlease tell me about the pricing.",
      source: "contact-page-form",
      email: "ada@example.com",
      pageUrl: "",
      ref: "",
      ...consentSent,
    });
  });

  it("a contact-page lead from /contact?ref=case-studies keeps the spec's body and adds the page and its ?ref after it", () => {
    const input = { ...validInput.contact, phone: "+1 555", companyName: "Engines", website: "https://engines.test" };
    const withPage = toCrmPayload(lead("contact", input, { pageUrl: `${SITE}/contact?ref=case-studies` }));
    expect(withPage).toEqual({ ...toCrmPayload(lead("contact", input)), pageUrl: `${SITE}/contact?ref=case-studies`, ref: "case-studies" });
    expect(withPage).toMatchObject({ phone: "+1 555", company: "Engines", website: "https://engines.test" });
  });

  it("a startup application without a phone is sent with phone 'Not provided'", () => {
    const payload = toCrmPayload(lead("startup", validInput.startup, { pageUrl: `${SITE}/startup?ref=x` }));
    expect(Object.keys(payload)).toEqual(specKeys.startup);
    expect(payload).toEqual({
      name: "Wile",
      phone: "Not provided",
      company: "Acme",
      website: "https://acme.test",
      message: "Rockets for everyone",
      source: "startup-program",
      email: "w@acme.test",
      pageUrl: `${SITE}/startup?ref=x`,
      ref: "x",
      ...consentSent,
    });
  });

  it("a startup application through the JSON API keeps the source its caller sent", () => {
    expect(toCrmPayload(lead("startup", validInput.startup, { source: "partner-portal" })).source).toBe("partner-portal");
  });

  it("a migration lead lists each VM on its own numbered line, in the vm summary and the message", () => {
    const payload = toCrmPayload(
      lead("migration", {
        ...validInput.migration,
        website: "https://navy.test",
        comments: "Weekend cut-over",
        vms: [
          { name: "web-01", cpu: "2", ram: "4", storage: "100", os: "Linux" },
          { name: "db-01", cpu: "8", ram: "32", storage: "500", os: "Windows" },
        ],
      }),
    );
    const lines = "1. web-01: 2 vCPU, 4 GB RAM, 100 GB storage, Linux\n2. db-01: 8 vCPU, 32 GB RAM, 500 GB storage, Windows";
    expect(Object.keys(payload)).toEqual(specKeys.migration);
    expect(payload).toEqual({
      name: "Grace Hopper",
      email: "g@example.com",
      company: "Navy",
      phone: "+1 555 0100 22",
      tin: "123456789",
      website: "https://navy.test",
      vm: lines,
      message: `[Migration Request]\n\nComments: Weekend cut-over\n\nVMs:\n${lines}`,
      source: "migration-request",
      pageUrl: "",
      ref: "",
      ...consentSent,
    });
  });

  it("a migration message without comments goes straight from the tag to the VM list, and a blank website is 'Not provided'", () => {
    const payload = toCrmPayload(
      lead("migration", { ...validInput.migration, vms: [{ name: "a", cpu: 1, ram: 1, storage: 10, os: "Other" }] }),
    );
    expect(payload.message).toBe("[Migration Request]\n\nVMs:\n1. a: 1 vCPU, 1 GB RAM, 10 GB storage, Other");
    expect(payload.website).toBe("Not provided");
  });

  // Blank VM values cannot pass today's form; a lead stored under an older release may still hold them.
  const storedMigration = (vms: unknown[]): Pick<StoredLead, "kind" | "fields" | "locale" | "consent" | "reference"> => ({
    kind: "migration",
    locale: "en",
    fields: { ...validated("migration", validInput.migration), vms },
    consent: null,
    reference: null,
  });

  it("a lead stored before leads had a reference sends an empty one", () => {
    expect(toCrmPayload(storedMigration([{ name: "x" }])).reference).toBe("");
  });

  it("a blank VM name becomes 'Unnamed VM' in the CRM payload", () => {
    const payload = toCrmPayload(storedMigration([{ name: "  ", cpu: 4, ram: 8, storage: 200, os: "macOS" }]));
    expect(payload.vm).toBe("1. Unnamed VM: 4 vCPU, 8 GB RAM, 200 GB storage, macOS");
  });

  it("blank VM sizes and OS default to 1 vCPU, 2 GB RAM, 50 GB storage, Linux", () => {
    const payload = toCrmPayload(storedMigration([{ name: "x", cpu: "", ram: null, os: "" }, {}]));
    expect(payload.vm).toBe("1. x: 1 vCPU, 2 GB RAM, 50 GB storage, Linux\n2. Unnamed VM: 1 vCPU, 2 GB RAM, 50 GB storage, Linux");
  });

  it("only a migration request is sent with the migration API key", () => {
    expect(LEAD_KINDS.filter((kind) => crmApiKeyOf(kind) === "migration")).toEqual(["migration"]);
  });

  it("an evaluation lead (no CRM call in the spec) is named after the company, summarises every answer, then names the page and its ?ref", () => {
    const payload = toCrmPayload(lead("evaluation", validInput.evaluation, { pageUrl: `${SITE}/erp/evaluation?ref=webinar` }));
    expect(payload).toEqual({
      name: "Hotel Co",
      email: "ops@hotel.test",
      phone: "12345",
      company: "Hotel Co",
      message: [
        "[ERP Evaluation Request]",
        "",
        "Company: Hotel Co",
        "Industry: retail",
        "Company size: 11-50",
        "Email: ops@hotel.test",
        "Phone: 12345",
        "Budget range: 10k-50k",
        "Timeline: 1-3months",
        "Current systems: Not provided",
        "",
        "Current challenges:",
        "Spreadsheets everywhere",
        "",
        "Goals:",
        "One system for all",
      ].join("\n"),
      source: "erp-evaluation",
      pageUrl: `${SITE}/erp/evaluation?ref=webinar`,
      ref: "webinar",
      ...consentSent,
    });
  });

  it("an evaluation lead's message ends with its goals", () => {
    expect(toCrmPayload(lead("evaluation", validInput.evaluation)).message).toMatch(/\n\nGoals:\nOne system for all$/);
  });

  it("a partnership request is its filled form fields plus source ('website' unless sent), name, company, the page and its ?ref", () => {
    const payload = toCrmPayload(lead("partnership", validInput.partnership, { pageUrl: `${SITE}/partners?ref=expo` }));
    expect(payload).toEqual({
      companyName: "Partner Ltd",
      contactName: "Lin",
      email: "lin@p.test",
      message: "Let us build together",
      name: "Lin",
      company: "Partner Ltd",
      source: "website",
      pageUrl: `${SITE}/partners?ref=expo`,
      ref: "expo",
      ...consentSent,
    });
  });

  it("a partnership request keeps the source it was sent with and leaves out a page it does not know", () => {
    const payload = toCrmPayload(lead("partnership", validInput.partnership, { source: "partners-page" }));
    expect(payload.source).toBe("partners-page");
    expect(Object.keys(payload)).not.toContain("pageUrl");
    expect(Object.keys(payload)).not.toContain("ref");
  });

  it("a ?ref with control characters is left out rather than sent", () => {
    const payload = toCrmPayload(lead("partnership", validInput.partnership, { pageUrl: `${SITE}/partners?ref=a%00b` }));
    expect(payload.pageUrl).toBe(`${SITE}/partners?ref=a%00b`);
    expect(payload).not.toHaveProperty("ref");
  });

  // `tsc --noEmit` (part of npm test) checks these: were the mapping type loose, the expected errors would be missing.
  it("a CRM mapping is typed by its form's values: an unknown field or a text default for a number does not compile", () => {
    const wrongField: CrmMapping<LeadValues["contact"]> = {
      apiKey: "default",
      allFields: false,
      // @ts-expect-error "organisation" is not a field of the contact form
      body: { company: [{ pieces: [{ field: "organisation", blank: "Not provided" }] }] },
    };
    const wrongDefault: CrmMapping<LeadValues["migration"]> = {
      apiKey: "migration",
      allFields: false,
      // @ts-expect-error a VM's cpu is a number, so its default must be one
      body: { vm: [{ pieces: [{ rows: "vms", line: [{ field: "cpu", blank: "1" }] }] }] },
    };
    expect([wrongField.apiKey, wrongDefault.apiKey]).toEqual(["default", "migration"]);
  });
});

describe("the language of a lead in the CRM body", () => {
  it("a lead sent with a translated form ends its message with a 'Language: ru' line; every other key is unchanged", () => {
    for (const kind of LEAD_KINDS) {
      const english = toCrmPayload(lead(kind, validInput[kind]));
      const russian = toCrmPayload(lead(kind, validInput[kind], { locale: "ru" }));
      expect(russian, kind).toEqual({ ...english, message: `${english.message}\n\nLanguage: ru`, consentLocale: "ru" });
    }
  });

  it("an English lead's body has no language line: it stays exactly as spec section 7 gives it", () => {
    for (const kind of LEAD_KINDS) expect(toCrmPayload(lead(kind, validInput[kind])).message, kind).not.toContain("Language:");
  });
});
