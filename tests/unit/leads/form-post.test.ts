import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { form as contact } from "#generated/forms/contact.ts";
import { postToForm, serviceOn } from "./support/doors.ts";
import type { LeadService } from "../../../server/leads/service.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { specRules, toFormData, type Values } from "../forms/spec-rules.ts";
import { bothStores, storeForBlock } from "./support/stores.ts";

const SITE = "https://site.example";
const MINUTE = 60_000;
/** 1.5 s before a multiple of 10 minutes: where fixed 10-minute buckets split. */
const JUST_BEFORE_BOUNDARY = Date.UTC(2026, 10, 23, 10, 0) - 1500;
const valid = specRules.find((rules) => rules.form === "contact")!.valid;

let service: LeadService;

/** A post of the contact form as a browser without JavaScript sends it (no idempotency key). */
async function postWithoutScript(values: Values, headers: Record<string, string> = { referer: `${SITE}/contact/` }, site = SITE) {
  const request = new Request(`${site}/contact/`, { method: "POST", body: toFormData(contact.id, values), headers });
  // SITE is the site's configured origin; a request's own origin comes from its Host header (decision 341).
  return (await postToForm(request, contact, { service, allowedOrigins: [SITE] })).result;
}

describe.each(bothStores)("$name: form posts without JavaScript", (kind) => {
  const { skip } = kind;
  // The store's clock is the test's: the same faked Date the action sees.
  const openStore = storeForBlock(kind, { now: () => Date.now() });
  let store: LeadStore;

  beforeEach(() => {
    if (!skip) {
      store = openStore();
      service = serviceOn(store);
    }
    vi.useFakeTimers({ toFake: ["Date"] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const count = async (values: Values) => (await store.list()).filter((lead) => lead.fields.message === values.message).length;

  it.skipIf(skip)(
    "the same post 3 s apart across a 10-minute boundary is one lead; 10 minutes after the first it is a new one",
    async () => {
      const values = { ...valid, message: "Boundary case: please call me back." };
      vi.setSystemTime(JUST_BEFORE_BOUNDARY);
      expect(await postWithoutScript(values)).toMatchObject({ status: "success" });
      vi.setSystemTime(JUST_BEFORE_BOUNDARY + 3000);
      expect(await postWithoutScript(values)).toMatchObject({ status: "success" });
      expect(await count(values)).toBe(1);

      vi.setSystemTime(JUST_BEFORE_BOUNDARY + 10 * MINUTE - 1);
      await postWithoutScript(values);
      expect(await count(values)).toBe(1);
      vi.setSystemTime(JUST_BEFORE_BOUNDARY + 10 * MINUTE + 1);
      await postWithoutScript(values);
      expect(await count(values)).toBe(2);
    },
  );

  it.skipIf(skip)("a different message within the window is a new lead; identical posts at once are one", async () => {
    vi.setSystemTime(JUST_BEFORE_BOUNDARY + 60 * MINUTE);
    const first = { ...valid, message: "First question about pricing." };
    const second = { ...valid, message: "Second question about pricing." };
    await Promise.all(Array.from({ length: 6 }, () => postWithoutScript(first)));
    await postWithoutScript(second);
    expect(await count(first)).toBe(1);
    expect(await count(second)).toBe(1);
  });

  it.skipIf(skip)("the stored page is the same-origin Referer, or the page posted to; never javascript: or another site", async () => {
    vi.setSystemTime(JUST_BEFORE_BOUNDARY + 120 * MINUTE);
    const pageOf = async (message: string, headers: Record<string, string>, site = SITE) => {
      await postWithoutScript({ ...valid, message }, headers, site);
      return (await store.list()).find((lead) => lead.fields.message === message)?.pageUrl;
    };
    expect(await pageOf("From the contact page.", { referer: `${SITE}/contact/?utm=x` })).toBe(`${SITE}/contact/?utm=x`);
    expect(await pageOf("Without any referer.", {})).toBe(`${SITE}/contact/`);
    expect(await pageOf("From a javascript URL.", { referer: "javascript:alert(1)" })).toBeUndefined();
    expect(await pageOf("From another site.", { referer: "https://evil.example/contact/" })).toBeUndefined();
    // A Host header naming another site does not make its pages ours.
    expect(await pageOf("Through a forged Host.", { referer: "https://evil.example/login" }, "https://evil.example")).toBeUndefined();
    expect(await pageOf("Through a forged Host, no Referer.", {}, "https://evil.example")).toBeUndefined();
  });
});
