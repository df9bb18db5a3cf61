import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { form as contactForm } from "../../../app/.generated/forms/contact.ts";
import { form as partnershipForm } from "../../../app/.generated/forms/partnership.ts";
import { form as startupForm } from "../../../app/.generated/forms/startup.ts";
import { HONEYPOT_FIELD } from "../../../codegen/form-module.ts";
import { handleLeadJsonRequest, type JsonApiOptions } from "../../../server/leads/json-api.ts";
import { silentLogger } from "../../../server/leads/logger.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { zodValidator } from "../../../server/leads/validation.ts";
import { validInput } from "./support/lead-examples.ts";
import { sqliteHarness } from "./support/sqlite.ts";
import type { StoreHarness } from "./support/store-contract.ts";

const SITE = "https://site.example";

function post(body: BodyInit | null, headers: Record<string, string> = {}, url = `${SITE}/api/contact`): Request {
  return new Request(url, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
}

const jsonBody = (value: unknown) => JSON.stringify(value);
const validContactBody = validInput.contact;

describe("lead JSON API", () => {
  let harness: StoreHarness;
  let store: LeadStore;
  let committed: number;
  let options: JsonApiOptions;

  beforeEach(async () => {
    harness = sqliteHarness();
    store = await harness.open({});
    committed = 0;
    options = {
      kind: "contact",
      validate: zodValidator(contactForm.schema),
      store,
      allowedOrigins: ["https://www.site.example"],
      onCommitted: () => committed++,
      logger: silentLogger,
    };
  });

  afterEach(async () => {
    await store.close();
    await harness.cleanup();
  });

  it("a valid contact request is stored and answered 201 with the spec's message and the lead id", async () => {
    const response = await handleLeadJsonRequest(post(jsonBody(validContactBody)), options);
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as { message: string; data: { id: string } };
    expect(body.message).toBe("Message sent successfully!");
    const lead = await store.get(body.data.id);
    expect(lead).toMatchObject({ kind: "contact", status: "pending", fields: validContactBody });
    expect(committed).toBe(1);
  });

  it("a startup application answers with the message and a taskId", async () => {
    const response = await handleLeadJsonRequest(post(jsonBody(validInput.startup)), {
      ...options,
      kind: "startup",
      validate: zodValidator(startupForm.schema),
    });
    const body = (await response.json()) as { message: string; taskId: string };
    expect(response.status).toBe(201);
    expect(body.message).toBe("Startup application submitted successfully!");
    expect(await store.get(body.taskId)).toBeDefined();
  });

  it("a partnership request answers with only the message", async () => {
    const response = await handleLeadJsonRequest(post(jsonBody(validInput.partnership)), {
      ...options,
      kind: "partnership",
      validate: zodValidator(partnershipForm.schema),
    });
    expect(await response.json()).toEqual({ message: "Partnership request submitted successfully!" });
  });

  it("a method other than POST is 405 with Allow: POST", async () => {
    const response = await handleLeadJsonRequest(new Request(`${SITE}/api/contact`), options);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["application/json; charset=latin1"], [""]])(
    "a body sent as %j is refused with 415",
    async (contentType) => {
      const response = await handleLeadJsonRequest(post(jsonBody(validContactBody), { "content-type": contentType }), options);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: "Content-Type must be application/json" });
    },
  );

  it("application/json with a utf-8 charset is accepted", async () => {
    const response = await handleLeadJsonRequest(
      post(jsonBody(validContactBody), { "content-type": "Application/JSON; charset=UTF-8" }),
      options,
    );
    expect(response.status).toBe(201);
  });

  it("a body over 32 KiB is refused with 413, counted while streaming even when Content-Length is absent", async () => {
    const big = jsonBody({ ...validContactBody, message: "x".repeat(33 * 1024) });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(big);
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    const request = new Request(`${SITE}/api/contact`, {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    const response = await handleLeadJsonRequest(request, options);
    expect(response.status).toBe(413);
    expect(await store.list()).toEqual([]);
  });

  it("a Content-Length that understates the body does not let an oversized body through", async () => {
    const big = jsonBody({ ...validContactBody, message: "x".repeat(40 * 1024) });
    const response = await handleLeadJsonRequest(post(big, { "content-length": "10" }), options);
    expect(response.status).toBe(413);
  });

  it.each([["{"], ["not json"], [""], ["{'a':1}"]])("malformed JSON %j is 400 with a clear message", async (raw) => {
    const response = await handleLeadJsonRequest(post(raw), options);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid JSON body" });
  });

  it.each([["[]"], ["null"], ["42"], ['"text"']])("JSON that is not an object (%s) is 400", async (raw) => {
    const response = await handleLeadJsonRequest(post(raw), options);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Request body must be a JSON object" });
  });

  it("invalid fields are 400 with one message per field, and nothing is stored", async () => {
    const response = await handleLeadJsonRequest(post(jsonBody({ ...validContactBody, email: "nope", subject: "Hi" })), options);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please correct the highlighted fields",
      fields: { email: "Invalid email address", subject: "Subject must be at least 5 characters" },
    });
    expect(await store.list()).toEqual([]);
    expect(committed).toBe(0);
  });

  it("a browser request from another origin is refused with 403", async () => {
    const response = await handleLeadJsonRequest(post(jsonBody(validContactBody), { origin: "https://evil.example" }), options);
    expect(response.status).toBe(403);
    expect(await store.list()).toEqual([]);
  });

  it("the site's own origin and configured origins are accepted", async () => {
    const own = await handleLeadJsonRequest(post(jsonBody(validContactBody), { origin: SITE }), options);
    const listed = await handleLeadJsonRequest(post(jsonBody(validContactBody), { origin: "https://www.site.example" }), options);
    expect([own.status, listed.status]).toEqual([201, 201]);
  });

  it(`a filled honeypot (${HONEYPOT_FIELD}) is answered as success but kept as spam and never announced`, async () => {
    const response = await handleLeadJsonRequest(post(jsonBody({ ...validContactBody, [HONEYPOT_FIELD]: "http://spam" })), options);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { id: string } };
    const lead = await store.get(body.data.id);
    expect(lead?.status).toBe("spam");
    expect(lead?.fields).not.toHaveProperty(HONEYPOT_FIELD);
    expect(committed).toBe(0);
  });

  it("an empty honeypot is a person", async () => {
    const response = await handleLeadJsonRequest(post(jsonBody({ ...validContactBody, [HONEYPOT_FIELD]: "" })), options);
    const body = (await response.json()) as { data: { id: string } };
    expect((await store.get(body.data.id))?.status).toBe("pending");
  });

  it("a repeated Idempotency-Key returns the first result with the same status and stores one lead", async () => {
    const first = await handleLeadJsonRequest(post(jsonBody(validContactBody), { "idempotency-key": "abc-123" }), options);
    const again = await handleLeadJsonRequest(post(jsonBody(validContactBody), { "idempotency-key": "abc-123" }), options);
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await store.list()).toHaveLength(1);
    expect(committed).toBe(1);
  });

  it("an idempotencyKey body field works like the header and is not stored among the fields", async () => {
    const body = jsonBody({ ...validContactBody, idempotencyKey: "body-key" });
    const first = (await (await handleLeadJsonRequest(post(body), options)).json()) as { data: { id: string } };
    const again = (await (await handleLeadJsonRequest(post(body), options)).json()) as { data: { id: string } };
    expect(again.data.id).toBe(first.data.id);
    expect((await store.get(first.data.id))?.idempotencyKey).toBe("body-key");
    expect((await store.get(first.data.id))?.fields).not.toHaveProperty("idempotencyKey");
  });

  it("an Idempotency-Key reused for a different lead is 422", async () => {
    await handleLeadJsonRequest(post(jsonBody(validContactBody), { "idempotency-key": "k" }), options);
    const other = await handleLeadJsonRequest(
      post(jsonBody({ ...validContactBody, firstName: "Bob" }), { "idempotency-key": "k" }),
      options,
    );
    expect(other.status).toBe(422);
    expect(await store.list()).toHaveLength(1);
  });

  it("an unusable Idempotency-Key is 400", async () => {
    const response = await handleLeadJsonRequest(post(jsonBody({ ...validContactBody, idempotencyKey: 7 })), options);
    expect(response.status).toBe(400);
  });

  it("the page URL comes from the body's pageUrl, else the Referer", async () => {
    const fromBody = (await (
      await handleLeadJsonRequest(post(jsonBody({ ...validContactBody, pageUrl: `${SITE}/contact?ref=x` })), options)
    ).json()) as { data: { id: string } };
    const fromReferer = (await (
      await handleLeadJsonRequest(post(jsonBody(validContactBody), { referer: `${SITE}/` }), options)
    ).json()) as { data: { id: string } };
    expect((await store.get(fromBody.data.id))?.pageUrl).toBe(`${SITE}/contact?ref=x`);
    expect((await store.get(fromReferer.data.id))?.pageUrl).toBe(`${SITE}/`);
  });

  it("the stored page URL is only ever a same-origin http(s) page: the request's origin or the public site's", async () => {
    const stored = async (pageUrl: string) => {
      const response = await handleLeadJsonRequest(post(jsonBody({ ...validContactBody, pageUrl })), options);
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { id: string } };
      return (await store.get(data.id))?.pageUrl;
    };
    expect(await stored(`${SITE}/pricing`)).toBe(`${SITE}/pricing`);
    expect(await stored("https://www.site.example/pricing")).toBe("https://www.site.example/pricing");
    expect(await stored("https://user:secret@site.example/a")).toBe(`${SITE}/a`);
    for (const hostile of [
      "javascript:alert(document.cookie)",
      "JavaScript:alert(1)//https://site.example/",
      "data:text/html,<script>alert(1)</script>",
      "https://evil.example/phish",
      "http://site.example/downgraded",
      "https://site.example.evil.example/",
      "//evil.example/",
      "ftp://site.example/file",
    ]) {
      expect(await stored(hostile), hostile).toBeUndefined();
    }
    const viaReferer = await handleLeadJsonRequest(post(jsonBody(validContactBody), { referer: "https://evil.example/" }), options);
    const { data } = (await viaReferer.json()) as { data: { id: string } };
    expect((await store.get(data.id))?.pageUrl).toBeUndefined();
  });

  it("a store that cannot commit gives 503 with the spec's fallback message", async () => {
    const broken: LeadStore = { ...store, insert: () => Promise.reject(new Error("disk full")) };
    for (const [kind, message] of [
      ["contact", "Failed to submit contact form"],
      ["startup", "Failed to submit startup application"],
      ["partnership", "Failed to submit partnership request"],
    ] as const) {
      const response = await handleLeadJsonRequest(post(jsonBody(validContactBody)), { ...options, kind, store: broken });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ error: message });
    }
    expect(committed).toBe(0);
  });
});
