import { describe, expect, it } from "vitest";
import { toCrmPayload } from "../../../server/leads/crm-payload.ts";
import type { Lead } from "../../../server/leads/kinds.ts";

const migration = (fields: Record<string, unknown>): Lead => ({
  kind: "migration",
  fields: { fullName: "Grace Hopper", companyName: "Navy", email: "g@example.com", phone: "+1 555 0100 22", tin: "123456789", ...fields },
});

describe("CRM payload", () => {
  it("a home-form lead carries name, phone, email, company, message, source and the page it came from", () => {
    const payload = toCrmPayload({
      kind: "home-contact",
      fields: { name: "Ada", phone: "+1 555", email: "ada@example.com", company: "Engines", message: "Hello, world!" },
      pageUrl: "https://example.com/",
    });
    expect(payload).toEqual({
      name: "Ada",
      phone: "+1 555",
      email: "ada@example.com",
      company: "Engines",
      message: "Hello, world!",
      source: "home-contact-form",
      pageUrl: "https://example.com/",
    });
  });

  it("contact phone, company and website left blank are sent as 'Not provided'", () => {
    const payload = toCrmPayload({
      kind: "contact",
      fields: { firstName: "Ada", email: "ada@example.com", phone: "", companyName: "  ", subject: "Pricing", message: "Tell me more please" },
    });
    expect(payload).toEqual({
      name: "Ada",
      phone: "Not provided",
      company: "Not provided",
      website: "Not provided",
      message: "Pricing\n\nTell me more please",
      source: "contact-page-form",
      email: "ada@example.com",
    });
  });

  it("a contact message is the subject, a blank line, then the message text", () => {
    const payload = toCrmPayload({ kind: "contact", fields: { subject: "Hi there", message: "Body text here" } });
    expect(payload.message).toBe("Hi there\n\nBody text here");
  });

  it("a startup application without a phone is sent with phone 'Not provided'", () => {
    const payload = toCrmPayload({
      kind: "startup",
      fields: { companyName: "Acme", website: "https://acme.test", contactName: "Wile", email: "w@acme.test", description: "Rockets" },
    });
    expect(payload).toEqual({
      name: "Wile",
      phone: "Not provided",
      company: "Acme",
      website: "https://acme.test",
      message: "Rockets",
      source: "startup-program",
      email: "w@acme.test",
    });
  });

  it("a migration lead lists each VM on its own numbered line, in the vm summary and the message", () => {
    const payload = toCrmPayload(
      migration({
        website: "https://navy.test",
        comments: "Weekend cut-over",
        vms: [
          { name: "web-01", cpu: 2, ram: 4, storage: 100, os: "Linux" },
          { name: "db-01", cpu: 8, ram: 32, storage: 500, os: "Windows" },
        ],
      }),
    );
    const lines = "1. web-01: 2 vCPU, 4 GB RAM, 100 GB storage, Linux\n2. db-01: 8 vCPU, 32 GB RAM, 500 GB storage, Windows";
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
    });
  });

  it("a migration message without comments goes straight from the tag to the VM list", () => {
    const payload = toCrmPayload(migration({ vms: [{ name: "a", cpu: 1, ram: 1, storage: 10, os: "Other" }] }));
    expect(payload.message).toBe("[Migration Request]\n\nVMs:\n1. a: 1 vCPU, 1 GB RAM, 10 GB storage, Other");
    expect(payload.website).toBe("Not provided");
  });

  it("a blank VM name becomes 'Unnamed VM' in the CRM payload", () => {
    const payload = toCrmPayload(migration({ vms: [{ name: "  ", cpu: 4, ram: 8, storage: 200, os: "macOS" }] }));
    expect(payload.vm).toBe("1. Unnamed VM: 4 vCPU, 8 GB RAM, 200 GB storage, macOS");
  });

  it("blank VM sizes and OS default to 1 vCPU, 2 GB RAM, 50 GB storage, Linux", () => {
    const payload = toCrmPayload(migration({ vms: [{ name: "x", cpu: "", ram: null, os: "" }, {}] }));
    expect(payload.vm).toBe(
      "1. x: 1 vCPU, 2 GB RAM, 50 GB storage, Linux\n2. Unnamed VM: 1 vCPU, 2 GB RAM, 50 GB storage, Linux",
    );
  });

  it("an evaluation lead is named after the company and summarises every answer", () => {
    const payload = toCrmPayload({
      kind: "evaluation",
      fields: {
        companyName: "Hotel Co",
        industry: "retail",
        companySize: "11-50",
        email: "ops@hotel.test",
        phone: "12345",
        currentChallenges: "Spreadsheets everywhere",
        budgetRange: "10k-50k",
        timeline: "1-3months",
        goals: "One system for all",
      },
    });
    expect(payload).toMatchObject({ name: "Hotel Co", company: "Hotel Co", email: "ops@hotel.test", phone: "12345", source: "erp-evaluation" });
    for (const expected of ["Industry: retail", "Company size: 11-50", "Budget range: 10k-50k", "Timeline: 1-3months", "Current systems: Not provided", "Spreadsheets everywhere", "One system for all"]) {
      expect(payload.message).toContain(expected);
    }
  });

  it("a partnership request passes its fields through with source defaulting to 'website'", () => {
    const payload = toCrmPayload({
      kind: "partnership",
      fields: { contactName: "Lin", companyName: "Partner Ltd", email: "lin@p.test", message: "Let us talk", region: "EU" },
    });
    expect(payload).toEqual({
      contactName: "Lin",
      companyName: "Partner Ltd",
      email: "lin@p.test",
      message: "Let us talk",
      region: "EU",
      name: "Lin",
      company: "Partner Ltd",
      source: "website",
    });
  });

  it("a partnership request keeps the source it was sent with", () => {
    expect(toCrmPayload({ kind: "partnership", fields: { source: "partners-page" } }).source).toBe("partners-page");
  });
});
