import { parentPort, workerData } from "node:worker_threads";
import { formLoaders } from "#generated/forms/index.ts";
import type { Locale } from "#model/schema/locales.ts";
import type { PatternName } from "#model/schema/form.ts";
import type { FormFile, SingleField } from "#model/schema/index.ts";
import { validateValues } from "#model/form-module.ts";
import { MAX_FORM_BODY_BYTES } from "../../../../server/body-limit.ts";
import { worstCaseValues } from "../../../support/worst-case-values.ts";

/**
 * Runs in a worker so the test can end it: a backtracking pattern blocks its thread for minutes, and no
 * timer on that thread can fire. Validates one form's text fields, each fed the longest value a form post
 * can carry in the shape that costs its pattern most, and posts back what each field shows.
 */
export interface LongestValueAnswer {
  field: string;
  pattern: PatternName | undefined;
  messages: string[];
  shown: string | undefined;
}

const LONGEST = MAX_FORM_BODY_BYTES;

const worstCases = worstCaseValues(LONGEST);

function textFields(definition: FormFile): SingleField[] {
  return definition.fields
    .flatMap((field) => (field.type === "rows" ? field.fields : [field]))
    .filter((field) => field.type !== "select" && field.type !== "number");
}

const { locale, formId } = workerData as { locale: Locale; formId: string };
const load = formLoaders[locale][formId];
if (!load) throw new Error(`no form ${locale}/${formId}`);
const form = await load();
const answers: LongestValueAnswer[] = [];
for (const field of textFields(form.definition)) {
  const pattern = field.rules.find((rule) => rule.rule === "pattern")?.pattern;
  for (const value of pattern ? worstCases[pattern] : ["a".repeat(LONGEST)]) {
    const check = validateValues(form.schema, { [field.name]: value, vms: [{ [field.name]: value }] });
    const shown = check.ok ? undefined : (check.errors[field.name] ?? check.errors[`vms.0.${field.name}`]);
    answers.push({ field: field.name, pattern, messages: field.rules.map((rule) => rule.message), shown });
  }
}
parentPort?.postMessage(answers);
