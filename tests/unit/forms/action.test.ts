import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { form as evaluation } from "#generated/forms/evaluation.ts";
import { form as migration } from "#generated/forms/migration.ts";
import { form as russianEvaluation } from "#generated/forms/ru/evaluation.ts";
import { formAction } from "../../../app/forms/action.server.ts";
import { sites } from "#generated/sites/index.ts";
import { RATE_LIMITED_HEADER } from "../../../server/rate-limited.ts";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import { createLeadService, type LeadService } from "../../../server/leads/service.ts";
import { leadLoadContext } from "../../../server/leads/context.ts";
import { actionArgs, postToForm, postToIsland, payloads } from "../leads/support/doors.ts";
import { specRules, toFormData, withValue, type Values } from "./spec-rules.ts";
import { messagesAsRead } from "../../support/as-read.ts";
import { sentNoteOf } from "#model/sent-note.ts";

let service: LeadService;
beforeEach(() => {
  const folder = mkdtempSync(join(tmpdir(), "action-"));
  service = createLeadService({ dbPath: join(folder, "leads.sqlite"), databaseUrl: null, crm: null, rateLimitPerMinute: 0 }, payloads);
});

async function post(form: LeadForm, values: Values, extra: Record<string, string> = {}) {
  const request = new Request("http://localhost/page", {
    method: "POST",
    body: toFormData(form.id, values, extra),
    headers: { referer: "http://localhost/migration-request" },
  });
  try {
    return { ...(await postToForm(request, form, { service, allowedOrigins: [] })), location: null, setCookie: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { result: null, status: thrown.status, location: thrown.headers.get("Location"), setCookie: thrown.headers.get("Set-Cookie") };
    throw thrown;
  }
}

const validMigration = specRules.find((rules) => rules.form === "migration")!.valid;
const validEvaluation = specRules.find((rules) => rules.form === "evaluation")!.valid;

describe("the wizard without JavaScript", () => {
  test("continue on step 1 with errors stays on step 1 and names them", async () => {
    const { result, status } = await post(migration, withValue(validMigration, "tin", "12"), { intent: "next", step: "0" });
    expect(status).toBe(400);
    expect(result).toMatchObject({ status: "invalid", step: 0 });
    expect(result?.status === "invalid" && messagesAsRead(result.errors)).toEqual({ tin: "TIN must be at least 9 characters" });
  });

  test("continue with a valid step 1 moves to step 2 and carries every value", async () => {
    const { result } = await post(migration, validMigration, { intent: "next", step: "0" });
    expect(result).toMatchObject({ status: "step", step: 1, values: { fullName: "Timur R", tin: "123456789" } });
  });

  test("Add VM appends a row with 2 vCPU, 4 GB, 100 GB, Linux; Remove is refused for the last row", async () => {
    const added = await post(migration, validMigration, { intent: "add:vms", step: "1" });
    expect(added.result).toMatchObject({
      status: "step",
      step: 1,
      values: { vms: [{ name: "web-01" }, { name: "", cpu: 2, ram: 4, storage: 100, os: "Linux" }] },
    });
    const single = await post(migration, validMigration, { intent: "remove:vms:0", step: "1" });
    expect(single.result).toMatchObject({ values: { vms: [{ name: "web-01" }] } });
  });

  test("submit stores exactly one lead, and a repeated post of the same form is answered with the first one's reference", async () => {
    const first = sentNoteOf((await post(migration, validMigration, { intent: "submit", step: "2" })).setCookie);
    expect(first).toEqual({ formId: "migration", reference: expect.stringMatching(/^SC-\w{4}-\w{4}$/) });
    expect(sentNoteOf((await post(migration, validMigration, { intent: "submit", step: "2" })).setCookie)).toEqual(first);
    const leads = await service.store.list({});
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      kind: "migration",
      fields: { tin: "123456789", vms: [{ name: "web-01", cpu: 2, ram: 4, storage: 100, os: "Linux" }] },
      reference: first?.reference,
    });
  });

  test("a submit with errors returns to the first step that holds one", async () => {
    const { result } = await post(migration, withValue(validMigration, "email", ""), { intent: "submit", step: "2" });
    expect(result).toMatchObject({ status: "invalid", step: 0, errors: { email: "Email is required" } });
  });
});

describe("after a valid submission", () => {
  test("without JavaScript the evaluation form's success is a 303 to /thank-you, handing it the lead's reference in the sent note", async () => {
    const { status, location, setCookie } = await post(evaluation, validEvaluation);
    expect([status, location]).toEqual([303, "/thank-you"]);
    const [lead] = await service.store.list({});
    expect(sentNoteOf(setCookie)).toEqual({ formId: "evaluation", reference: lead?.reference });
  });

  test("without JavaScript the migration wizard's success is a 303 to /, handing it the lead's reference in the sent note, as with the island", async () => {
    const { status, location, setCookie } = await post(migration, validMigration, { intent: "submit", step: "2" });
    expect([status, location]).toEqual([303, "/"]);
    const [lead] = await service.store.list({});
    expect(sentNoteOf(setCookie)).toEqual({ formId: "migration", reference: lead?.reference });
  });

  test("the form island's door answers success as JSON with the reference, and the island moves on to /thank-you itself", async () => {
    const request = new Request("http://localhost/forms/en/evaluation", {
      method: "POST",
      body: toFormData(evaluation.id, validEvaluation, { idempotencyKey: "0b8c4a5e-1d2f-4c3b-9a8e-7f6d5c4b3a21" }),
    });
    const { result, status, contentType, setCookie } = await postToIsland(request, evaluation, { service, allowedOrigins: [] });
    const [lead] = await service.store.list({});
    expect(lead?.reference).toMatch(/^SC-\w{4}-\w{4}$/);
    expect(sentNoteOf(setCookie)).toEqual({ formId: "evaluation", reference: lead?.reference });
    expect([status, contentType, result]).toEqual([
      200,
      "application/json",
      { formId: "evaluation", status: "success", reference: lead?.reference },
    ]);
  });

  test("a filled honeypot is answered like success but kept as spam", async () => {
    await post(evaluation, validEvaluation, { idempotencyKey: "key-honeypot-1", website_url_confirm: "http://spam.example" });
    expect(await service.store.list({ status: "spam" })).toHaveLength(1);
    expect(await service.store.list({ status: "pending" })).toHaveLength(0);
  });

  test("when the store cannot commit, the visitor is told it failed and the values are kept", async () => {
    service = createLeadService({ dbPath: "/dev/null/leads.sqlite", databaseUrl: null, crm: null, rateLimitPerMinute: 0 }, payloads);
    const { result, status } = await post(evaluation, validEvaluation, { idempotencyKey: "key-store-down" });
    expect(status).toBe(503);
    expect(result).toMatchObject({ status: "failed", values: { companyName: "Acme" } });
  });
});

describe("a form post meets the JSON API's rules", () => {
  const submit = { intent: "submit", step: "2" };

  test("a post from another site's page is refused with 403 and stores nothing", async () => {
    const request = new Request("http://localhost/evaluation-business", {
      method: "POST",
      body: toFormData(evaluation.id, validEvaluation, { idempotencyKey: "key-foreign-1" }),
      headers: { origin: "https://evil.example" },
    });
    const thrown = await formAction(actionArgs(request, leadLoadContext({ service, allowedOrigins: [] })), {
      [evaluation.id]: evaluation,
    }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 403 } });
    expect(await service.store.list({})).toHaveLength(0);
  });

  test("an idempotency key that is not 1 to 200 visible ASCII characters is a 400, not a silent new lead", async () => {
    const thrown = await post(migration, validMigration, { ...submit, idempotencyKey: "x".repeat(201) }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 400 } });
    expect(await service.store.list({})).toHaveLength(0);
  });

  test("a key already stored with other answers is refused with 422 and the visitor is told, never answered success", async () => {
    expect((await post(migration, validMigration, { ...submit, idempotencyKey: "key-changed-1" })).status).toBe(303);
    const changed = await post(migration, withValue(validMigration, "companyName", "Another Co"), {
      ...submit,
      idempotencyKey: "key-changed-1",
    });
    expect(changed.status).toBe(422);
    expect(changed.result).toMatchObject({ status: "failed", values: { companyName: "Another Co" } });
  });
});

describe("the language of a lead", () => {
  test("a lead sent with a translated form is stored with that form's language, an English one with 'en'", async () => {
    await post(russianEvaluation, validEvaluation, { idempotencyKey: "key-locale-ru" });
    await post(evaluation, validEvaluation, { idempotencyKey: "key-locale-en" });
    const leads = await service.store.list({});
    expect(leads.map((lead) => [lead.idempotencyKey, lead.locale])).toEqual([
      ["form:evaluation:key-locale-ru", "ru"],
      ["form:evaluation:key-locale-en", "en"],
    ]);
  });
});

describe("the form island's door", () => {
  test("every refusal is a JSON answer the live form can show: another site's page, a form it does not know", async () => {
    const foreign = new Request("http://localhost/forms/en/evaluation", {
      method: "POST",
      body: toFormData(evaluation.id, validEvaluation, { idempotencyKey: "key-island-foreign" }),
      headers: { origin: "https://evil.example" },
    });
    const refused = await postToIsland(foreign, evaluation, { service, allowedOrigins: [] });
    expect([refused.status, refused.contentType, refused.result.status]).toEqual([403, "application/json", "failed"]);
    const unknown = new Request("http://localhost/forms/en/nope", { method: "POST", body: toFormData("nope", validEvaluation) });
    const notFound = await postToIsland(unknown, undefined, { service, allowedOrigins: [] });
    expect([notFound.status, notFound.result.status]).toEqual([404, "failed"]);
    expect(await service.store.list({})).toHaveLength(0);
  });

  test("a form id in the body that is not the door's form is refused, never stored under the other form", async () => {
    const request = new Request("http://localhost/forms/en/evaluation", { method: "POST", body: toFormData(migration.id, validMigration) });
    const { status } = await postToIsland(request, evaluation, { service, allowedOrigins: [] });
    expect(status).toBe(404);
    expect(await service.store.list({})).toHaveLength(0);
  });
});

describe("a value past its limit", () => {
  test("just past it, is refused with its limit's message and written back whole, for the visitor to correct", async () => {
    const { result, status } = await post(migration, withValue(validMigration, "tin", "123456789012345"), { intent: "next", step: "0" });
    expect(status).toBe(400);
    expect(result?.status === "invalid" && messagesAsRead(result.errors)).toEqual({ tin: "TIN cannot exceed 14 characters" });
    expect(result?.status === "invalid" && result.values.tin).toBe("123456789012345");
  });

  test("far past it, is refused with its limit's message and written back cut to twice the limit, in the wizard's rows too: the answer never carries it whole", async () => {
    const huge = "a".repeat(1024 * 1024 - 4096);
    const values = { ...validMigration, comments: huge, vms: [{ name: huge, cpu: "2", ram: "4", storage: "100", os: "Linux" }] };
    const { result, status } = await post(migration, values, { intent: "submit", step: "2" });
    expect(status).toBe(400);
    expect(result?.status === "invalid" && messagesAsRead(result.errors)).toEqual({
      comments: "Comments cannot exceed 1000 characters",
      "vms.0.name": "VM name cannot exceed 64 characters",
    });
    const written = result?.status === "invalid" ? result.values : {};
    expect(written.comments).toBe(huge.slice(0, 2000));
    expect(written.vms).toEqual([{ name: huge.slice(0, 128), cpu: "2", ram: "4", storage: "100", os: "Linux" }]);
    expect(JSON.stringify(result).length).toBeLessThan(64 * 1024);
    expect(await service.store.list({})).toEqual([]);
  });
});

test("a post over the rate limit is answered 429 with the form's message before a byte of its body is read", async () => {
  // A body that never ends: an action that read it would never answer.
  const endless = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
  const request = new Request("http://localhost/ru/evaluation/business", {
    method: "POST",
    body: endless,
    headers: { "content-type": "application/x-www-form-urlencoded", [RATE_LIMITED_HEADER]: "42" },
    duplex: "half",
  } as RequestInit);
  const { result, status } = await postToForm(request, russianEvaluation, { service, allowedOrigins: [] });
  expect(status).toBe(429);
  expect(result).toEqual({ formId: "evaluation", status: "failed", values: {}, step: 0, message: sites.ru.errorPages["429"].body });
  expect(request.bodyUsed).toBe(false);
  // A wizard's answer holds no values, so it shows the wizard from its first step, not an empty review.
  const wizard = new Request("http://localhost/migration-request", {
    method: "POST",
    body: new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) }),
    headers: { "content-type": "application/x-www-form-urlencoded", [RATE_LIMITED_HEADER]: "42" },
    duplex: "half",
  } as RequestInit);
  expect((await postToForm(wizard, migration, { service, allowedOrigins: [] })).result).toMatchObject({ status: "failed", step: 0 });
});
