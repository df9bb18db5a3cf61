import fc from "fast-check";
import { form as contactForm } from "#generated/forms/contact.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#model/form-module.ts";
import { handleLeadJsonRequest } from "../../../server/leads/json-api.ts";
import { silentLogger } from "../../../server/leads/logger.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { serviceOn } from "./support/doors.ts";
import { validInput } from "./support/lead-examples.ts";
import { sqliteHarness } from "./support/sqlite.ts";
import type { StoreHarness } from "./support/store-contract.ts";

const validContactBody = validInput.contact;

const contentTypes = fc.oneof(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/xml",
    "",
    "application/json; charset=koi8-r",
  ),
  fc.string({ maxLength: 40 }),
);

const bodies = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .record(
      { firstName: fc.jsonValue(), email: fc.oneof(fc.emailAddress(), fc.string()), subject: fc.jsonValue(), message: fc.jsonValue() },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom(...Object.keys(validContactBody), HONEYPOT_FIELD, "idempotencyKey", "pageUrl", "__proto__", "constructor"),
      fc.jsonValue(),
      { maxKeys: 8 },
    )
    .map((v) => JSON.stringify({ ...validContactBody, ...v })),
  fc.uint8Array({ maxLength: 200 }),
);

describe("lead JSON API under random input", () => {
  let harness: StoreHarness;
  let store: LeadStore;

  beforeAll(async () => {
    harness = sqliteHarness();
    store = await harness.open({});
  });

  afterAll(async () => {
    await store.close();
    await harness.cleanup();
  });

  it("never answers 5xx to anything a client sends, and stores a lead only when it answers 201", async () => {
    await fc.assert(
      fc.asyncProperty(contentTypes, bodies, fc.option(fc.string({ maxLength: 30 })), async (contentType, body, key) => {
        const before = (await store.list()).length;
        const headers: Record<string, string> = { "content-type": contentType };
        if (key !== null && /^[\x20-\x7e]*$/.test(key)) headers["idempotency-key"] = key;
        let request: Request;
        try {
          request = new Request("https://site.example/api/contact", { method: "POST", body, headers });
        } catch {
          return; // a header value fetch itself refuses never reaches the server
        }
        const response = await handleLeadJsonRequest(
          request,
          { en: contactForm },
          { service: serviceOn(store), allowedOrigins: [] },
          silentLogger,
        );
        expect(response.status).toBeLessThan(500);
        const payload: unknown = await response.json();
        expect(typeof payload).toBe("object");
        const after = (await store.list()).length;
        if (response.status !== 201) expect(after).toBe(before);
        else expect(after - before).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });
});
