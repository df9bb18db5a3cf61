import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { form as contactForm } from "#generated/forms/contact.ts";
import { form as homeContactForm } from "#generated/forms/home-contact.ts";
import { form as partnershipForm } from "#generated/forms/partnership.ts";
import { form as russianHomeContactForm } from "#generated/forms/ru/home-contact.ts";
import { form as startupForm } from "#generated/forms/startup.ts";
import { HONEYPOT_FIELD } from "#model/form-module.ts";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import { jsonBodyLimitOf } from "../../../server/body-limit.ts";
import { handleLeadJsonRequest, type FormsByLocale } from "../../../server/leads/json-api.ts";
import { silentLogger } from "../../../server/leads/logger.ts";
import { formatCsv } from "../../../server/leads/format.ts";
import { ASSERTED_BY_CALLER, type LeadStore } from "../../../server/leads/store.ts";
import { site } from "#generated/site.ts";
import { serviceOn } from "./support/doors.ts";
import { answersOf, validInput } from "./support/lead-examples.ts";
import { sqliteHarness } from "./support/sqlite.ts";
import type { StoreHarness } from "./support/store-contract.ts";
import { messagesAsRead } from "../../support/as-read.ts";

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
  /** Sends `request` to the JSON API of `form` (the contact form unless named), as the server does. */
  let send: (request: Request, form?: LeadForm | FormsByLocale, brokenStore?: LeadStore) => Promise<Response>;

  beforeEach(async () => {
    harness = sqliteHarness();
    store = await harness.open({});
    committed = 0;
    send = (request, form = contactForm, brokenStore) => {
      const service = serviceOn(brokenStore ?? store);
      vi.spyOn(service.outbox, "nudge").mockImplementation(() => void committed++);
      const forms = "en" in form ? form : { en: form };
      // The site's configured origins, as the server passes them (decision 341).
      return handleLeadJsonRequest(request, forms, { service, allowedOrigins: [SITE, "https://www.site.example"] }, silentLogger);
    };
  });

  afterEach(async () => {
    await store.close();
    await harness.cleanup();
  });

  it("a valid contact request is stored and answered 201 with the spec's message, the lead id and its reference", async () => {
    const response = await send(post(jsonBody(validInput["home-contact"])), homeContactForm);
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as { message: string; data: { id: string }; reference: string };
    expect(body.message).toBe("Message sent successfully!");
    const lead = await store.get(body.data.id);
    expect(lead).toMatchObject({ kind: "home-contact", status: "pending", fields: answersOf("home-contact"), reference: body.reference });
    expect(body.reference).toMatch(/^SC-\w{4}-\w{4}$/);
    expect(committed).toBe(1);
  });

  it("a startup application answers with the message, a taskId and its reference", async () => {
    const response = await send(post(jsonBody(validInput.startup)), startupForm);
    const body = (await response.json()) as { message: string; taskId: string; reference: string };
    expect(response.status).toBe(201);
    expect(body.message).toBe("Startup application submitted successfully!");
    expect(body.reference).toMatch(/^SC-\w{4}-\w{4}$/);
    expect((await store.get(body.taskId))?.reference).toBe(body.reference);
  });

  it("a partnership request answers with only the message and its reference", async () => {
    const response = await send(post(jsonBody(validInput.partnership)), partnershipForm);
    const [lead] = await store.list();
    expect(lead?.reference).toMatch(/^SC-\w{4}-\w{4}$/);
    expect(await response.json()).toEqual({ message: "Partnership request submitted successfully!", reference: lead?.reference });
  });

  it("a method other than POST is 405 with Allow: POST", async () => {
    const response = await send(new Request(`${SITE}/api/contact`));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["application/json; charset=latin1"], [""]])(
    "a body sent as %j is refused with 415",
    async (contentType) => {
      const response = await send(post(jsonBody(validContactBody), { "content-type": contentType }));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: "Content-Type must be application/json" });
    },
  );

  it("application/json with a utf-8 charset is accepted", async () => {
    const response = await send(post(jsonBody(validContactBody), { "content-type": "Application/JSON; charset=UTF-8" }));
    expect(response.status).toBe(201);
  });

  it("a body over its form's JSON limit is refused with 413, counted while streaming even when Content-Length is absent", async () => {
    const big = jsonBody({ ...validContactBody, message: "x".repeat(jsonBodyLimitOf(contactForm.id)) });
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
    const response = await send(request);
    expect(response.status).toBe(413);
    expect(await store.list()).toEqual([]);
  });

  it("a startup application within every field limit is taken when its JSON escapes each character as \\uXXXX", async () => {
    // What Python's json.dumps and .NET's System.Text.Json write by default: six bytes for one Cyrillic letter.
    const escaped = JSON.stringify({
      companyName: "Ж".repeat(200),
      contactName: "Ж".repeat(200),
      email: "s@example.com",
      phone: "+998 90 123 45 67",
      website: `https://example.uz/${"a".repeat(2000)}`,
      description: "ж".repeat(5000),
      consent: true,
    }).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
    expect(escaped.length).toBeGreaterThan(32 * 1024);
    const response = await send(post(escaped), startupForm);
    expect(response.status).toBe(201);
  });

  it("a Content-Length that understates the body does not let an oversized body through", async () => {
    const big = jsonBody({ ...validContactBody, message: "x".repeat(jsonBodyLimitOf(contactForm.id)) });
    const response = await send(post(big, { "content-length": "10" }));
    expect(response.status).toBe(413);
  });

  it.each([["{"], ["not json"], [""], ["{'a':1}"]])("malformed JSON %j is 400 with a clear message", async (raw) => {
    const response = await send(post(raw));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid JSON body" });
  });

  it.each([["[]"], ["null"], ["42"], ['"text"']])("JSON that is not an object (%s) is 400", async (raw) => {
    const response = await send(post(raw));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Request body must be a JSON object" });
  });

  it("invalid fields are 400 with one message per field, and nothing is stored", async () => {
    const response = await send(post(jsonBody({ ...validContactBody, email: "nope", subject: "Hi" })));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect({ ...answer, fields: messagesAsRead(answer.fields) }).toEqual({
      error: "Please correct the highlighted fields",
      fields: { email: "Invalid email address", subject: "Subject must be at least 5 characters" },
    });
    expect(await store.list()).toEqual([]);
    expect(committed).toBe(0);
  });

  it("a browser request from another origin is refused with 403", async () => {
    const response = await send(post(jsonBody(validContactBody), { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
    expect(await store.list()).toEqual([]);
  });

  it("the site's own origin and configured origins are accepted", async () => {
    const own = await send(post(jsonBody(validContactBody), { origin: SITE }));
    const listed = await send(post(jsonBody(validContactBody), { origin: "https://www.site.example" }));
    expect([own.status, listed.status]).toEqual([201, 201]);
  });

  it(`a filled honeypot (${HONEYPOT_FIELD}) is answered as success but kept as spam and never announced`, async () => {
    const response = await send(post(jsonBody({ ...validContactBody, [HONEYPOT_FIELD]: "http://spam" })));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { id: string } };
    const lead = await store.get(body.data.id);
    expect(lead?.status).toBe("spam");
    expect(lead?.fields).not.toHaveProperty(HONEYPOT_FIELD);
    expect(committed).toBe(0);
  });

  it("an empty honeypot is a person", async () => {
    const response = await send(post(jsonBody({ ...validContactBody, [HONEYPOT_FIELD]: "" })));
    const body = (await response.json()) as { data: { id: string } };
    expect((await store.get(body.data.id))?.status).toBe("pending");
  });

  it("a repeated Idempotency-Key returns the first result with the same status and stores one lead", async () => {
    const first = await send(post(jsonBody(validContactBody), { "idempotency-key": "abc-123" }));
    const again = await send(post(jsonBody(validContactBody), { "idempotency-key": "abc-123" }));
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await store.list()).toHaveLength(1);
    expect(committed).toBe(1);
  });

  it("an idempotencyKey body field works like the header and is not stored among the fields", async () => {
    const body = jsonBody({ ...validContactBody, idempotencyKey: "body-key" });
    const first = (await (await send(post(body))).json()) as { data: { id: string } };
    const again = (await (await send(post(body))).json()) as { data: { id: string } };
    expect(again.data.id).toBe(first.data.id);
    expect((await store.get(first.data.id))?.idempotencyKey).toBe("body-key");
    expect((await store.get(first.data.id))?.fields).not.toHaveProperty("idempotencyKey");
  });

  it("an Idempotency-Key reused for a different lead is 422", async () => {
    await send(post(jsonBody(validContactBody), { "idempotency-key": "k" }));
    const other = await send(post(jsonBody({ ...validContactBody, firstName: "Bob" }), { "idempotency-key": "k" }));
    expect(other.status).toBe(422);
    expect(await store.list()).toHaveLength(1);
  });

  it("an unusable Idempotency-Key is 400", async () => {
    const response = await send(post(jsonBody({ ...validContactBody, idempotencyKey: 7 })));
    expect(response.status).toBe(400);
  });

  it("the page URL comes from the body's pageUrl, else the Referer", async () => {
    const fromBody = (await (await send(post(jsonBody({ ...validContactBody, pageUrl: `${SITE}/contact?ref=x` })))).json()) as {
      data: { id: string };
    };
    const fromReferer = (await (await send(post(jsonBody(validContactBody), { referer: `${SITE}/` }))).json()) as { data: { id: string } };
    expect((await store.get(fromBody.data.id))?.pageUrl).toBe(`${SITE}/contact?ref=x`);
    expect((await store.get(fromReferer.data.id))?.pageUrl).toBe(`${SITE}/`);
  });

  it("the stored page URL is only ever an http(s) page on one of the site's configured origins", async () => {
    const stored = async (pageUrl: string) => {
      const response = await send(post(jsonBody({ ...validContactBody, pageUrl })));
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
    const viaReferer = await send(post(jsonBody(validContactBody), { referer: "https://evil.example/" }));
    const { data } = (await viaReferer.json()) as { data: { id: string } };
    expect((await store.get(data.id))?.pageUrl).toBeUndefined();
  });

  it("a request whose Host names another site does not make that site's pages ours", async () => {
    const pageUrl = "https://evil.example/login-phish";
    const response = await send(post(jsonBody({ ...validContactBody, pageUrl }), {}, "https://evil.example/api/contact"));
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    expect((await store.get(data.id))?.pageUrl).toBeUndefined();
  });

  it("a caller's source is stored trimmed; none or a blank one is the spec's 'website'; one that is not short text is a 400", async () => {
    const storedSource = async (source: unknown) => {
      const response = await send(post(jsonBody({ ...validInput["home-contact"], source })), homeContactForm);
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { id: string } };
      return (await store.get(data.id))?.fields.source;
    };
    expect(await storedSource(" landing-b ")).toBe("landing-b");
    for (const none of [undefined, null, "", "  "]) expect(await storedSource(none), String(none)).toBe("website");
    for (const wrong of [42, ["a"], { a: 1 }, "x".repeat(101)]) {
      const response = await send(post(jsonBody({ ...validInput["home-contact"], email: "bad", source: wrong })), homeContactForm);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        fields: { email: "Invalid email address", source: "source must be text of at most 100 characters" },
      });
    }
  });

  it("a store that cannot commit gives 503 with the spec's fallback message", async () => {
    const broken: LeadStore = { ...store, insert: () => Promise.reject(new Error("disk full")) };
    for (const [form, body, message] of [
      [homeContactForm, validInput["home-contact"], "Failed to submit contact form"],
      [startupForm, validInput.startup, "Failed to submit startup application"],
      [partnershipForm, validInput.partnership, "Failed to submit partnership request"],
    ] as const) {
      const response = await send(post(jsonBody(body)), form, broken);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ error: message });
    }
    expect(committed).toBe(0);
  });

  it("a call without consent is refused 400 with the consent message in its language, and nothing is stored", async () => {
    const { consent: _ticked, ...withoutConsent } = validInput["home-contact"];
    const forms = { en: homeContactForm, ru: russianHomeContactForm };
    for (const [body, message] of [
      [withoutConsent, "Please confirm your consent to the processing of your personal data"],
      [{ ...withoutConsent, consent: false }, "Please confirm your consent to the processing of your personal data"],
      [{ ...withoutConsent, consent: "yes" }, "Please confirm your consent to the processing of your personal data"],
      [{ ...withoutConsent, locale: "ru" }, "Подтвердите согласие на обработку персональных данных"],
    ] as const) {
      const response = await send(post(jsonBody(body)), forms);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Please correct the highlighted fields", fields: { consent: message } });
    }
    expect(await store.list()).toEqual([]);
  });

  it("consent is JSON's `true` only: the text \"true\" a form's box posts is refused with 400 and nothing is stored", async () => {
    const response = await send(post(jsonBody({ ...validInput["home-contact"], consent: "true" })));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { consent: site.consent.required } });
    expect(await store.list()).toEqual([]);
  });

  it("a consentVersion the site never published is refused with 400 in the named language, and nothing is stored", async () => {
    const forms = { en: homeContactForm, ru: russianHomeContactForm };
    const response = await send(post(jsonBody({ ...validInput["home-contact"], consentVersion: "deadbeef00000000", locale: "ru" })), forms);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { consent: russianHomeContactForm.consent.unpublished } });
    expect(russianHomeContactForm.consent.unpublished).not.toBe(homeContactForm.consent.unpublished);
    expect(await store.list()).toEqual([]);
  });

  it("a consentVersion the site published is the one the lead records, with that text's language and the time", async () => {
    const forms = { en: homeContactForm, ru: russianHomeContactForm };
    const shown = russianHomeContactForm.consent.version;
    const response = await send(post(jsonBody({ ...validInput["home-contact"], consentVersion: shown })), forms);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    const lead = await store.get(data.id);
    expect(lead?.consent).toEqual({ version: shown, locale: "ru", at: lead?.createdAt });
    expect(lead?.fields).not.toHaveProperty("consent");
    expect(lead?.fields).not.toHaveProperty("consentVersion");
  });

  it("a call that names no consentVersion records the consent as asserted by the caller: no version, the call's language, the time", async () => {
    const forms = { en: homeContactForm, ru: russianHomeContactForm };
    const response = await send(post(jsonBody({ ...validInput["home-contact"], locale: "ru" })), forms);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    const lead = await store.get(data.id);
    expect(lead?.consent).toEqual({ version: null, locale: "ru", at: lead?.createdAt });
    expect(formatCsv([lead!])).toContain(`,${ASSERTED_BY_CALLER},ru,`);
  });

  it("a lead through the API carries the language its locale names, as a tag in any case; none is English", async () => {
    const forms = { en: homeContactForm, ru: russianHomeContactForm };
    const stored = async (locale: unknown) => {
      const response = await send(post(jsonBody({ ...validInput["home-contact"], locale })), forms);
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { id: string } };
      return store.get(data.id);
    };
    expect(await stored("ru")).toMatchObject({ locale: "ru", fields: answersOf("home-contact") });
    const answer = await send(post(jsonBody({ ...validInput["home-contact"], locale: "ru" })), forms);
    expect(await answer.json()).toMatchObject({ message: russianHomeContactForm.definition.success.message });
    expect(russianHomeContactForm.definition.success.message).not.toBe(homeContactForm.definition.success.message);
    expect((await stored("ru"))?.fields).not.toHaveProperty("locale");
    for (const tag of ["RU", "ru-RU", " ru "]) expect((await stored(tag))?.locale, tag).toBe("ru");
    for (const none of [undefined, null, ""]) expect((await stored(none))?.locale, String(none)).toBe("en");
    // A site language whose form the table lacks answers in English, as a missing translation shows English.
    expect((await stored("uz"))?.locale).toBe("en");
  });

  it("a locale that is not one of the site's languages is a 400 naming them, and nothing is stored", async () => {
    for (const locale of ["fr", "russian", "ru_RU", 7, ["ru"]]) {
      const response = await send(post(jsonBody({ ...validInput["home-contact"], locale })), homeContactForm);
      expect(response.status, JSON.stringify(locale)).toBe(400);
      expect(await response.json()).toEqual({ error: "locale must be one of: en, ru, uz" });
    }
    expect(await store.list()).toEqual([]);
  });
});
