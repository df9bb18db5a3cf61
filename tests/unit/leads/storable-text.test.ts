import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { STORABLE_TEXT, STORABLE_TEXT_MESSAGE } from "#model/storable-text.ts";
import { form as contact } from "#generated/forms/contact.ts";
import { form as evaluation } from "#generated/forms/evaluation.ts";
import { form as homeContact } from "#generated/forms/home-contact.ts";
import { form as migration } from "#generated/forms/migration.ts";
import { form as partnership } from "#generated/forms/partnership.ts";
import { form as startup } from "#generated/forms/startup.ts";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import { validateValues } from "#model/form-module.ts";
import { handleLeadJsonRequest } from "../../../server/leads/json-api.ts";
import { silentLogger } from "../../../server/leads/logger.ts";
import { leadLoadContext } from "../../../server/leads/context.ts";
import { postToForm, serviceOn } from "./support/doors.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { specRules, toFormData, withValue, type Values } from "../forms/spec-rules.ts";
import { bothStores, storeForBlock } from "./support/stores.ts";

/** What PostgreSQL refuses or a terminal obeys: NUL, BEL, ESC, DEL, C1 (NEL, CSI) and both surrogate halves alone. */
const UNSTORABLE = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009b", "\ud800", "\udfff"];
const name = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

const modules: Record<string, LeadForm> = { "home-contact": homeContact, contact, migration, evaluation, startup, partnership };
const partnershipValid: Values = {
  companyName: "Acme",
  contactName: "Aziz",
  email: "aziz@example.uz",
  phone: "",
  website: "",
  message: "We would like to resell your cloud.",
  consent: "true",
};
const validValues: Record<string, Values> = {
  ...Object.fromEntries(specRules.map((rules) => [rules.form, rules.valid])),
  partnership: partnershipValid,
};

/** Every field a visitor types text into, as input names (`vms.0.name` for rows). */
function textPaths(form: LeadForm): string[] {
  return form.definition.fields.flatMap((field) => {
    if (field.type === "rows") return field.fields.filter((f) => isText(f.type)).map((f) => `${field.name}.0.${f.name}`);
    return isText(field.type) ? [field.name] : [];
  });
}
const isText = (type: string) => ["text", "email", "tel", "url", "textarea"].includes(type);
const valueAt = (values: Values, path: string): string =>
  String(path.split(".").reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], values) ?? "");

const cases = Object.entries(modules).flatMap(([id, form]) => textPaths(form).map((path) => ({ id, form, path })));

describe("the generated validators refuse text no store can keep alike", () => {
  it.each(cases)("$id $path: every control character and lone surrogate gets the field's message", ({ id, form, path }) => {
    for (const char of UNSTORABLE) {
      const values = withValue(validValues[id]!, path, `${valueAt(validValues[id]!, path) || "x"}${char}y`);
      const check = validateValues(form.schema, values);
      expect(check.ok ? {} : check.errors, `${id} ${path} ${name(char)}`).toMatchObject({ [path]: STORABLE_TEXT_MESSAGE });
    }
  });

  it("tabs, line breaks and characters outside the BMP (a paired surrogate) stay allowed", () => {
    const values = { ...validValues["home-contact"]!, message: "Line one\twith a tab\r\nline two 😀 and 漢字." };
    const check = validateValues(homeContact.schema, values);
    expect(check).toMatchObject({ ok: true, data: { message: values.message } });
  });
});

const apis: Array<{ path: string; kind: "home-contact" | "startup" | "partnership"; form: LeadForm }> = [
  { path: "/api/contact", kind: "home-contact", form: homeContact },
  { path: "/api/startup", kind: "startup", form: startup },
  { path: "/api/partners", kind: "partnership", form: partnership },
];

describe.each(bothStores)("$name: NUL, control characters and lone surrogates", (kind) => {
  const { skip } = kind;
  const openStore = storeForBlock(kind);
  let store: LeadStore;
  beforeEach(() => {
    if (!skip) store = openStore();
  });

  const postJson = (api: (typeof apis)[number], body: unknown) =>
    handleLeadJsonRequest(
      new Request(`https://site.example${api.path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        // The JSON door's consent is `true`, where a form's box posts "true".
        body: JSON.stringify({ ...(body as object), consent: true }),
      }),
      { en: api.form },
      { service: serviceOn(store), allowedOrigins: [] },
      silentLogger,
    );

  it.skipIf(skip)("the JSON APIs answer 400 naming the field, for every text field, and store nothing", async () => {
    for (const api of apis) {
      for (const path of textPaths(api.form)) {
        for (const char of UNSTORABLE) {
          const body = { ...validValues[api.kind]!, [path]: `${valueAt(validValues[api.kind]!, path) || "x"}${char}y` };
          const response = await postJson(api, body);
          expect(response.status, `${api.path} ${path} ${name(char)}`).toBe(400);
          expect(await response.json()).toMatchObject({ fields: { [path]: STORABLE_TEXT_MESSAGE } });
        }
      }
      const source = await postJson(api, { ...validValues[api.kind]!, source: "partner\u0000site" });
      expect(source.status).toBe(400);
      expect(await source.json()).toMatchObject({ fields: { source: STORABLE_TEXT_MESSAGE } });
    }
    expect(await store.list()).toEqual([]);
  });

  it.skipIf(skip)("text with tabs, line breaks and emoji is stored and read back unchanged", async () => {
    const message = "Line one\twith a tab\r\nline two 😀 and 漢字.";
    const response = await postJson(apis[0]!, { ...validValues["home-contact"]!, message });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    expect((await store.get(data.id))?.fields.message).toBe(message);
  });

  it.skipIf(skip)("the HTML form action answers 400 with the page's errors for every text field, and stores nothing", async () => {
    const context = leadLoadContext({ service: serviceOn(store), allowedOrigins: [] });
    const before = (await store.list()).length;
    for (const id of ["contact", "migration", "evaluation"]) {
      const form = modules[id]!;
      for (const path of textPaths(form)) {
        // A form post is UTF-8 on the wire: a lone surrogate arrives as U+FFFD, which is storable.
        for (const char of ["\u0000", "\u001b", "\u0085"]) {
          const values = withValue(validValues[id]!, path, `${valueAt(validValues[id]!, path) || "x"}${char}y`);
          const extra: Record<string, string> = id === "migration" ? { intent: "submit", step: "2" } : {};
          const request = new Request("https://site.example/page/", { method: "POST", body: toFormData(id, values, extra) });
          const answer = await postToForm(request, form, context);
          expect(answer.status, `${id} ${path} ${name(char)}`).toBe(400);
          expect(answer.result).toMatchObject({ status: "invalid", errors: { [path]: STORABLE_TEXT_MESSAGE } });
        }
      }
    }
    expect((await store.list()).length).toBe(before);
  });

  it.skipIf(skip)("random text with control characters and lone surrogates never causes a 5xx; what is stored is storable", async () => {
    const char = fc.oneof(
      fc.constantFrom(...UNSTORABLE, "\t", "\n", "\r", "\u000b", "\u000c", "\u0080", "\u009f", "\ud83d\ude00", "\ude00\ud83d"),
      fc.string({ unit: "binary", minLength: 1, maxLength: 2 }),
      fc.string({ minLength: 1, maxLength: 3 }),
    );
    const text = fc.array(char, { maxLength: 12 }).map((parts) => parts.join(""));
    const fields = fc.constantFrom("name", "phone", "email", "company", "message");
    await fc.assert(
      fc.asyncProperty(fields, text, async (field, value) => {
        const valid = validValues["home-contact"]!;
        const response = await postJson(apis[0]!, { ...valid, [field]: `${String(valid[field])}${value}` });
        expect(response.status).toBeLessThan(500);
        const payload = (await response.json()) as { data?: { id: string }; fields?: Record<string, string> };
        if (!STORABLE_TEXT.test(`${String(valid[field])}${value}`.trim())) {
          expect(response.status).toBe(400);
          expect(payload.fields?.[field]).toBe(STORABLE_TEXT_MESSAGE);
        }
        if (response.status === 201) {
          const lead = await store.get(payload.data?.id ?? "");
          for (const stored of Object.values(lead?.fields ?? {})) expect(STORABLE_TEXT.test(String(stored))).toBe(true);
        }
      }),
      { numRuns: 200, seed: 20261123 },
    );
  });
});
