import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { publishedConsents } from "#generated/consent-register.ts";
import { form as russianContact } from "#generated/forms/ru/contact.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { specRules, toFormData } from "../forms/spec-rules.ts";
import { postToForm, postToIsland, serviceOn } from "./support/doors.ts";
import { sqliteHarness } from "./support/sqlite.ts";

const SITE = "https://site.example";
const valid = specRules.find((rules) => rules.form === "contact")!.valid;

/** The Russian contact form's post, as its page sends it, naming the consent text `version`. */
const russianPost = (path: string, email: string, version: string) =>
  new Request(`${SITE}${path}`, { method: "POST", body: toFormData(russianContact.id, { ...valid, email }, { consentVersion: version }) });

describe("the consent version a form posts (docs/decisions/460)", () => {
  let harness: ReturnType<typeof sqliteHarness>;
  let store: LeadStore;
  const doors = () => ({ service: serviceOn(store), allowedOrigins: [SITE] });
  const stored = async (email: string) => (await store.list()).filter((lead) => lead.fields.email === email);

  beforeEach(async () => {
    harness = sqliteHarness();
    store = await harness.open({});
  });

  afterEach(async () => {
    await store.close();
    await harness.cleanup();
  });

  it("a version the site never published is refused on the page door and the island door in the form's language, values kept, nothing stored", async () => {
    const page = await postToForm(russianPost("/ru/contact/", "page@example.uz", "deadbeef00000000"), russianContact, doors());
    expect(page.status).toBe(400);
    expect(page.result).toMatchObject({
      status: "invalid",
      errors: { consent: russianContact.consent.unpublished },
      values: { email: "page@example.uz" },
    });

    const island = await postToIsland(russianPost("/forms/ru/contact", "island@example.uz", "deadbeef00000000"), russianContact, doors());
    expect(island.status).toBe(400);
    expect(island.result).toMatchObject({
      status: "invalid",
      errors: { consent: russianContact.consent.unpublished },
      values: { email: "island@example.uz" },
    });
    expect(await store.list()).toEqual([]);
  });

  it("the version the page showed is the one stored, though the site has published a newer text since", async () => {
    const earlier = publishedConsents.findLast((entry) => entry.locale === "ru" && entry.until !== undefined)!;
    expect(earlier.version).not.toBe(russianContact.consent.version);
    const page = await postToForm(russianPost("/ru/contact/", "earlier@example.uz", earlier.version), russianContact, doors());
    expect(page.result).toMatchObject({ status: "success" });
    const island = await postToIsland(
      russianPost("/forms/ru/contact", "shown@example.uz", russianContact.consent.version),
      russianContact,
      doors(),
    );
    expect(island.result).toMatchObject({ status: "success" });
    expect((await stored("earlier@example.uz"))[0]?.consent).toMatchObject({ version: earlier.version, locale: "ru" });
    expect((await stored("shown@example.uz"))[0]?.consent).toMatchObject({ version: russianContact.consent.version, locale: "ru" });
  });
});
