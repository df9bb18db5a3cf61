import { compileCrm } from "../crm-mapping.ts";
import { STORABLE_TEXT } from "#model/storable-text.ts";
import { MOST_A_FORM_POST_WEIGHS } from "#model/form-module.ts";
import { CONSENT_FIELD } from "#model/schema/consent-label.ts";
import { normalizedPatterns } from "#model/schema/form.ts";
import type { FormFile, Rule, SingleField } from "#model/schema/index.ts";
import type { FieldLimits } from "#model/schema/site.ts";

/** What every form's schema says besides its own rules, in the form's language (from the site text). */
export interface SiteRules {
  /** The storable-text message. */
  unsupportedCharacters: string;
  /** The message of the consent box left blank. */
  consentRequired: string;
}

/**
 * The form with a limit on every text field: a field whose form sets no `max` gets the site's for its kind
 * (`fieldLimits`), with the site's `tooLong` message ({max} written in the form's language). The generated
 * definition carries it, so the schema, the answer that writes values back and the body limit read one number.
 */
export function withFieldLimits(form: FormFile, limits: FieldLimits, tooLong: (max: number) => string): FormFile {
  const limited = (field: SingleField): SingleField => {
    if (field.type === "select" || field.type === "number" || find(field.rules, "max")) return field;
    const max = limits[field.type];
    return { ...field, rules: [{ rule: "max", value: max, message: tooLong(max) }, ...field.rules] };
  };
  return {
    ...form,
    fields: form.fields.map((field) => (field.type === "rows" ? { ...field, fields: field.fields.map(limited) } : limited(field))),
  };
}

/**
 * Writes the zod schema of a form as TypeScript source, one expression per field, so the browser and
 * the server action import the very same validators and their types follow from the content.
 * Rules keep their order: the first failing rule's message is the one a visitor sees.
 * The code targets zod/mini, whose functions tree-shake: a form page ships a few KiB of validation
 * instead of all of zod. A text field's limit (every field has one: withFieldLimits) is checked first, so an
 * oversize value is told so before anything else reads it. The consent box every form ends with is `true`
 * once ticked (`"true"` from a form, `true` from JSON); anything else is its message.
 */
export function formSchemaSource(form: FormFile, site: SiteRules): string {
  const entries = form.fields.map((field) => {
    const code = field.type === "rows" ? rowsSchema(field.fields, field.rules) : fieldSchema(field);
    return `  ${field.name}: ${code},`;
  });
  entries.push(`  ${CONSENT_FIELD}: z.pipe(z.transform(toConsent), z.literal(true, { error: ${q(site.consentRequired)} })),`);
  const stepSchemas = (form.steps ?? []).map(
    (step) => `  z.object({ ${step.fields.map((name) => `${name}: fields.${name}`).join(", ")} }),`,
  );
  return [
    "// Every text field is checked against the storable-text rule before its own rules.",
    `const storableText = /${STORABLE_TEXT.source}/${STORABLE_TEXT.flags};`,
    `const unsupportedCharacters = ${q(site.unsupportedCharacters)};`,
    "",
    `const fields = {\n${entries.join("\n")}\n};`,
    "",
    "export const schema = z.object(fields);",
    "",
    "/** One schema per wizard step, checked when the visitor continues. */",
    `export const stepSchemas = [\n${stepSchemas.join("\n")}\n];`,
    "",
    "export type Values = z.infer<typeof schema>;",
  ].join("\n");
}

/**
 * The form's CRM mapping, typed by the form's own values: a field name the mapping uses that the
 * form does not have (or whose type differs) fails the type check of the generated module.
 * Call after codegen/checks/check-forms.ts has reported the mapping's problems.
 */
export function crmMappingSource(form: FormFile): string {
  return `export const crm: CrmMapping<Values> = ${JSON.stringify(compileCrm(form).crm, null, 2)};`;
}

function fieldSchema(field: SingleField): string {
  const required = find(field.rules, "required");
  const requiredMessage = required ? q(required.message) : q("Invalid value");
  if (field.type === "select") {
    const options = field.options.map((option) => q(option.value));
    // An optional select may stay on its prompt: "" is its blank answer, as for an optional text.
    return required
      ? `z.enum([${options.join(", ")}], { error: ${requiredMessage} })`
      : `z._default(z.enum([${[...options, q("")].join(", ")}], { error: ${requiredMessage} }), "")`;
  }
  if (field.type === "number") {
    const checks = field.rules.flatMap((rule) => {
      if (rule.rule === "min") return [`z.gte(${rule.value}, ${q(rule.message)})`];
      if (rule.rule === "max") return [`z.lte(${rule.value}, ${q(rule.message)})`];
      return [];
    });
    const number = withChecks(`z.number({ error: ${requiredMessage} })`, checks);
    return `z.pipe(z.transform(toNumber), ${required ? number : `z.optional(${number})`})`;
  }
  const isLimit = (rule: Rule) => rule.rule === "max";
  const checks = [
    "z.trim()",
    ...field.rules.filter(isLimit).flatMap((rule) => textCheck(rule, Boolean(required))),
    "z.regex(storableText, unsupportedCharacters)",
    ...field.rules.filter((rule) => !isLimit(rule)).flatMap((rule) => textCheck(rule, Boolean(required))),
    ...field.rules.flatMap(normalizerCheck),
  ];
  const text = withChecks(`z.string({ error: ${requiredMessage} })`, checks);
  // Optional fields accept a missing key as "", so the lead always carries every field.
  return required ? text : `z._default(${text}, "")`;
}

function withChecks(schema: string, checks: readonly string[]): string {
  return checks.length > 0 ? `${schema}.check(${checks.join(", ")})` : schema;
}

function textCheck(rule: Rule, required: boolean): string[] {
  const message = q(rule.message);
  switch (rule.rule) {
    case "required":
      return [`z.minLength(1, ${message})`];
    case "min":
      // An optional field may stay empty; its minimum applies once something is typed.
      return [
        required
          ? `z.minLength(${rule.value}, ${message})`
          : `z.refine((value: string) => value === "" || value.length >= ${rule.value}, ${message})`,
      ];
    case "max":
      return [`z.maxLength(${rule.value}, ${message})`];
    case "pattern":
      return [
        required
          ? `z.refine(patterns.${rule.pattern}, ${message})`
          : `z.refine((value: string) => value === "" || patterns.${rule.pattern}(value), ${message})`,
      ];
  }
}

/** A pattern with a normalizer rewrites the value once it is valid, so the store sees one spelling. */
function normalizerCheck(rule: Rule): string[] {
  return rule.rule === "pattern" && normalizedPatterns.some((name) => name === rule.pattern)
    ? [`z.overwrite(normalizers.${rule.pattern})`]
    : [];
}

function rowsSchema(fields: readonly SingleField[], rules: readonly Rule[]): string {
  const min = find(rules, "min");
  const max = find(rules, "max");
  const row = `z.object({ ${fields.map((field) => `${field.name}: ${fieldSchema(field)}`).join(", ")} })`;
  const error = min ? q(min.message) : q("Invalid value");
  const checks = [
    ...(min ? [`z.minLength(${min.value}, ${q(min.message)})`] : []),
    ...(max ? [`z.maxLength(${max.value}, ${q(max.message)})`] : []),
  ];
  return withChecks(`z.array(${row}, { error: ${error} })`, checks);
}

function find<Kind extends Rule["rule"]>(rules: readonly Rule[], kind: Kind): Extract<Rule, { rule: Kind }> | undefined {
  return rules.find((rule): rule is Extract<Rule, { rule: Kind }> => rule.rule === kind);
}

const q = (value: string) => JSON.stringify(value);

/** One UTF-16 unit of text, at worst: a three-byte character, percent-encoded (%E6%BC%A2). */
const BYTES_PER_UNIT = 9;
/** A part of a multipart post besides its value: the boundary and its Content-Disposition line. */
const PART_BYTES = 160;
/** A number as a visitor may type it; a select's value is one of its options. */
const NUMBER_UNITS = 32;
/** The rows a post's values may hold (app/forms/values.ts reads rows 0 to 999). */
const MOST_ROWS = 1000;
/** formId, step, intent, the idempotency key (200), the honeypot, the consent box: the controls of every post. */
const CONTROLS_BYTES = 8 * 1024;

/**
 * The most a visitor can send with this form, each field at its limit, encoded the costlier way (URL-encoded
 * at nine bytes a unit, or multipart with a part per field), capped at what any form post may weigh. The
 * server refuses a post that declares more with 413 before reading it (docs/decisions/391).
 */
export function formBodyLimit(form: FormFile): number {
  const field = (single: SingleField, name: string): number => {
    const units =
      single.type === "number"
        ? NUMBER_UNITS
        : single.type === "select"
          ? Math.max(0, ...single.options.map((option) => option.value.length))
          : (find(single.rules, "max")?.value ?? MOST_A_FORM_POST_WEIGHS);
    return Math.max(BYTES_PER_UNIT * (units + name.length), units * 3 + name.length + PART_BYTES);
  };
  const fields = form.fields.reduce(
    (sum, each) =>
      sum +
      (each.type === "rows"
        ? MOST_ROWS * each.fields.reduce((row, inner) => row + field(inner, `${each.name}.999.${inner.name}`), 0)
        : field(each, each.name)),
    0,
  );
  return Math.min(CONTROLS_BYTES + fields, MOST_A_FORM_POST_WEIGHS);
}

/** One UTF-16 unit of text in JSON, at worst: a `\\uXXXX` escape (a surrogate pair is two of them). */
const JSON_BYTES_PER_UNIT = 6;
/** A key's quotes, colon, comma and room for the indentation a pretty-printing encoder adds. */
const JSON_MEMBER_BYTES = 16;
/**
 * What the JSON door reads besides the form's fields, in characters: the idempotency key (200), the page URL
 * (2,048), the source (100), the locale, the honeypot and the consent, with their keys.
 */
const JSON_CONTROLS_UNITS = 4096;

/**
 * The most a JSON post of this form can weigh with every field at its limit and every character escaped
 * (`\\u0416` for Ж, as Python's and .NET's encoders write by default): the JSON door's body limit
 * (server/leads/json-api.ts). Characters, not bytes, are what a field's limit counts.
 */
export function jsonBodyLimit(form: FormFile): number {
  const member = (name: string, valueBytes: number) => JSON_MEMBER_BYTES + JSON_BYTES_PER_UNIT * name.length + valueBytes;
  const value = (single: SingleField): number =>
    single.type === "number"
      ? NUMBER_UNITS
      : 2 +
        JSON_BYTES_PER_UNIT *
          (single.type === "select"
            ? Math.max(0, ...single.options.map((option) => option.value.length))
            : (find(single.rules, "max")?.value ?? MOST_A_FORM_POST_WEIGHS));
  const fields = form.fields.reduce(
    (sum, each) =>
      sum +
      member(
        each.name,
        each.type === "rows"
          ? 2 + MOST_ROWS * (2 + each.fields.reduce((row, inner) => row + member(inner.name, value(inner)), 0))
          : value(each),
      ),
    0,
  );
  return JSON_BYTES_PER_UNIT * JSON_CONTROLS_UNITS + fields;
}
