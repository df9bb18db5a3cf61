import { compileCrm } from "./crm-mapping.ts";
import { CONSENT_FIELD } from "./schema/consent.ts";
import { normalizedPatterns } from "./schema/form.ts";
import type { FormFile, Rule, SingleField } from "./schema/index.ts";
import type { FieldLimits } from "./schema/site.ts";

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
 * Text a lead may hold: no C0 control character except tab, line feed and carriage return (a textarea
 * needs them), no DEL, no C1, no unpaired surrogate. PostgreSQL refuses NUL and lone surrogates while
 * SQLite keeps them, and a stored ESC or BEL rewrites an operator's terminal; refusing them at
 * validation treats both stores alike and tells the visitor which field to fix
 * (docs/decisions/105-storable-text.md). With the `u` flag `\p{Cs}` matches only an unpaired half.
 */
export const STORABLE_TEXT = /^[^\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Cs}]*$/u;
/** The English message (the JSON API's; forms take their language's from `labels.unsupportedCharacters` in the site text). */
export const STORABLE_TEXT_MESSAGE = "Please remove unsupported characters (such as control characters) from this field";

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
 * Call after codegen/check-forms.ts has reported the mapping's problems.
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
