import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { form as evaluation } from "#generated/forms/evaluation.ts";
import { form as homeContact } from "#generated/forms/home-contact.ts";
import { form as contact } from "#generated/forms/contact.ts";
import { form as migration } from "#generated/forms/migration.ts";
import { form as startup } from "#generated/forms/startup.ts";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import { validateValues } from "#model/form-module.ts";
import { valuesFromFormData } from "../../../app/forms/values.ts";
import { createLeadService, type LeadService } from "../../../server/leads/service.ts";
import { postToForm, payloads } from "../leads/support/doors.ts";
import { specRules, toFormData, withValue, type Values } from "./spec-rules.ts";
import { asRead } from "../../support/as-read.ts";

const forms: Record<string, LeadForm> = { "home-contact": homeContact, contact, migration, evaluation, startup };

let service: LeadService;
beforeAll(() => {
  const folder = mkdtempSync(join(tmpdir(), "forms-"));
  service = createLeadService({ dbPath: join(folder, "leads.sqlite"), databaseUrl: null, crm: null, rateLimitPerMinute: 0 }, payloads);
});

/** Posts values to the page action as a browser without JavaScript would, and returns its answer. */
async function post(formId: string, values: Values) {
  const request = new Request("http://localhost/page", { method: "POST", body: toFormData(formId, values) });
  return postToForm(request, forms[formId]!, { service, allowedOrigins: [] });
}

/** The browser validates what it would post, so the case goes through the same FormData parsing. */
function browserErrors(formId: string, values: Values) {
  const form = forms[formId]!;
  const check = validateValues(form.schema, valuesFromFormData(toFormData(formId, values), form.definition));
  return check.ok ? {} : check.errors;
}

for (const { form, valid, broken, alsoValid = [] } of specRules) {
  describe(`${form} form (spec §5)`, () => {
    test("the valid example passes in the browser", () => {
      expect(browserErrors(form, valid)).toEqual({});
    });

    for (const rule of broken) {
      const shown =
        typeof rule.value === "string"
          ? JSON.stringify(rule.value.length > 20 ? `${rule.value.slice(0, 12)}…(${rule.value.length})` : rule.value)
          : JSON.stringify(rule.value);
      test(`${rule.field} = ${shown} shows "${rule.message}" in the browser and from the server`, async () => {
        const values = withValue(valid, rule.field, rule.value);
        expect(asRead(browserErrors(form, values)[rule.field] ?? "")).toBe(rule.message);
        const { result, status } = await post(form, values);
        expect(status).toBe(400);
        expect(result.status === "invalid" && asRead(result.errors[rule.field] ?? "")).toBe(rule.message);
      });
    }

    for (const rule of alsoValid) {
      test(`${rule.field} passes: ${rule.message}`, () => {
        expect(browserErrors(form, withValue(valid, rule.field, rule.value))).toEqual({});
      });
    }
  });
}
