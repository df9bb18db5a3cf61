import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { form as contact } from "#generated/forms/contact.ts";
import { form as homeContact } from "#generated/forms/home-contact.ts";
import { form as migration } from "#generated/forms/migration.ts";
import { form as partnership } from "#generated/forms/partnership.ts";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import { handleLeadJsonRequest } from "../../../server/leads/json-api.ts";
import { silentLogger } from "../../../server/leads/logger.ts";
import { startOutbox } from "../../../server/leads/outbox.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { payloads, postToForm, serviceOn } from "./support/doors.ts";
import { startCrmStandIn, type CrmStandIn } from "./support/crm-stand-in.ts";
import { answersOf, validInput } from "./support/lead-examples.ts";
import { toFormData } from "../forms/spec-rules.ts";
import { sqliteHarness } from "./support/sqlite.ts";
import type { StoreHarness } from "./support/store-contract.ts";

const SITE = "https://site.example";

describe("the page a lead was sent from, and its ?ref, reach the CRM for every form", () => {
  let crm: CrmStandIn;
  let harness: StoreHarness;
  let store: LeadStore;

  beforeEach(async () => {
    crm = await startCrmStandIn();
    harness = sqliteHarness();
    store = await harness.open({});
  });

  afterEach(async () => {
    await store.close();
    await harness.cleanup();
    await crm.close();
  });

  /** Posts `body` to the JSON API of `form` from `page`, then lets the outbox forward it to the CRM stand-in. */
  async function sendFrom(form: LeadForm, body: object, page: string): Promise<unknown> {
    const request = new Request(`${SITE}/api/x`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", referer: `${SITE}${page}` },
    });
    const response = await handleLeadJsonRequest(
      request,
      { en: form },
      { service: serviceOn(store), allowedOrigins: [SITE] },
      silentLogger,
    );
    expect(response.status).toBe(201);
    return forwarded();
  }

  /** Posts `values` as `form`'s page does without JavaScript, from `page`, and forwards the lead to the CRM stand-in. */
  async function postFrom(form: LeadForm, values: object, page: string): Promise<unknown> {
    const request = new Request(`${SITE}${page}`, {
      method: "POST",
      body: toFormData(form.id, values as Parameters<typeof toFormData>[1], { intent: "submit", step: "2" }),
      headers: { referer: `${SITE}${page}` },
    });
    // A form that moves on answers with a redirect (thrown, as React Router does); the others with the page.
    const status = await postToForm(request, form, { service: serviceOn(store), allowedOrigins: [SITE] }).then(
      (answer) => answer.status,
      (thrown: unknown) => (thrown instanceof Response ? thrown.status : Promise.reject(thrown)),
    );
    expect([200, 303]).toContain(status);
    return forwarded();
  }

  async function forwarded(): Promise<unknown> {
    const outbox = startOutbox({ store, crm: { url: crm.url, apiKey: "key" }, payloads, logger: silentLogger, workerId: "test" });
    await outbox.runOnce();
    await outbox.stop();
    expect(crm.requests).toHaveLength(1);
    return crm.requests[0]?.body;
  }

  it("a contact-page lead from /contact?ref=sales is sent with its page and ref after the spec's keys", async () => {
    const body = await postFrom(contact, validInput.contact, "/contact?ref=sales");
    expect(body).toMatchObject({ source: "contact-page-form", pageUrl: `${SITE}/contact?ref=sales`, ref: "sales" });
  });

  it("a migration request from a campaign link is sent with its page and ref after the spec's keys", async () => {
    const body = await postFrom(migration, validInput.migration, "/migration-request?ref=spring-campaign");
    expect(body).toMatchObject({
      source: "migration-request",
      pageUrl: `${SITE}/migration-request?ref=spring-campaign`,
      ref: "spring-campaign",
    });
  });

  it("a partnership request from /partners?ref=expo is sent with pageUrl and ref beside its fields", async () => {
    const body = await sendFrom(partnership, validInput.partnership, "/partners?ref=expo");
    expect(body).toMatchObject({ ...answersOf("partnership"), pageUrl: `${SITE}/partners?ref=expo`, ref: "expo" });
  });

  it("a home-form lead from /?ref=case-studies keeps the spec's seven keys, then its ref, then the consent", async () => {
    const body = await sendFrom(homeContact, validInput["home-contact"], "/?ref=case-studies");
    const specKeys = ["name", "phone", "email", "company", "message", "source", "pageUrl"];
    expect(Object.keys(body as object)).toEqual([...specKeys, "ref", "consentVersion", "consentLocale", "consentAt", "reference"]);
    expect(body).toMatchObject({ pageUrl: `${SITE}/?ref=case-studies`, ref: "case-studies" });
  });
});
