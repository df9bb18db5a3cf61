import { z } from "zod";
import { leadKindSchema } from "./lead-kinds.ts";
import { entryId, href, text } from "./common.ts";
import { textOrFigure } from "./figure.ts";
import { CONSENT_FIELD } from "./consent-label.ts";

/** Named patterns, so content says "email" and the test lives once, in model/patterns.ts. */
const patternNames = ["email", "url", "website", "phone", "alphanumeric", "vmName"] as const;
export type PatternName = (typeof patternNames)[number];
/** Patterns whose valid values are rewritten to one spelling before they are stored (model/patterns.ts normalizers). */
export const normalizedPatterns = ["phone"] as const satisfies readonly PatternName[];
export type NormalizedPattern = (typeof normalizedPatterns)[number];

const fieldName = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/, "must be a camelCase field name such as companyName")
  // The consent box every form has (model/schema/consent.ts) posts under this name.
  .refine((name) => name !== CONSENT_FIELD, "is the name of the consent box every form has; name this field otherwise");

const rule = z.discriminatedUnion(
  "rule",
  [
    z.strictObject({ rule: z.literal("required"), message: text }),
    /** Text: at least `value` characters after trimming. Number: at least `value`. Rows: at least `value` rows. */
    z.strictObject({ rule: z.literal("min"), value: z.number(), message: text }),
    z.strictObject({ rule: z.literal("max"), value: z.number(), message: text }),
    z.strictObject({ rule: z.literal("pattern"), pattern: z.enum(patternNames), message: text }),
  ],
  { error: (issue) => (issue.code === "invalid_union" ? "unknown rule; expected one of: required, min, max, pattern" : undefined) },
);
export type Rule = z.infer<typeof rule>;

const fieldBase = {
  name: fieldName,
  label: text,
  hint: text.optional(),
  placeholder: text.optional(),
  autocomplete: z.string().optional(),
  width: z.enum(["full", "half"]).default("full"),
  rules: z.array(rule).default([]),
};

/** A live character count "n/max"; under `warnBelow` characters it turns red and adds `belowLabel`. */
const counter = z.strictObject({
  max: z.number().int().positive(),
  warnBelow: z.number().int().positive().optional(),
  belowLabel: text.optional(),
});

const inputField = z.strictObject({ ...fieldBase, type: z.enum(["text", "email", "tel", "url"]) });
const textareaField = z.strictObject({
  ...fieldBase,
  type: z.literal("textarea"),
  rows: z.number().int().default(5),
  counter: counter.optional(),
});
const numberField = z.strictObject({ ...fieldBase, type: z.literal("number"), unit: text.optional() });
const selectField = z.strictObject({
  ...fieldBase,
  type: z.literal("select"),
  /** The empty first option, e.g. "Select industry". */
  prompt: text,
  options: z.array(z.strictObject({ value: z.string().min(1), label: textOrFigure })).min(1),
  /**
   * A blank answer is taken from the query parameter of the same name in the address of the page the
   * form was sent from, when it is one of the options: `/contact?interest=consultation` answers it for a
   * visitor who came by a booking button (docs/decisions/372).
   */
  fromQuery: z.boolean().default(false),
});

const singleField = z.discriminatedUnion("type", [inputField, textareaField, numberField, selectField]);

/** A repeated group of fields, such as the VMs of a migration request. */
const rowsField = z.strictObject({
  name: fieldName,
  label: text,
  type: z.literal("rows"),
  /** Heading of each row; "{n}" is replaced by the row number. */
  rowLabel: text,
  addLabel: text,
  removeLabel: text,
  fields: z.array(singleField).min(1),
  /** Values of a newly added row. */
  newRow: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Live sums shown under the rows, e.g. total vCPUs. */
  totals: z.array(z.strictObject({ field: fieldName, label: text, unit: z.string().default("") })).default([]),
  rules: z.array(rule).default([]),
});

const formField = z.discriminatedUnion("type", [inputField, textareaField, numberField, selectField, rowsField], {
  error: (issue) =>
    issue.code === "invalid_union"
      ? "unknown field type; expected one of: text, email, tel, url, textarea, number, select, rows"
      : undefined,
});
export type FormField = z.infer<typeof formField>;
export type SingleField = z.infer<typeof singleField>;
export type RowsField = z.infer<typeof rowsField>;

const toast = z.strictObject({ title: text, description: text.optional() });

const step = z.strictObject({
  ...entryId,
  title: text,
  /** Names of the fields on this step; a step without fields is the review step. */
  fields: z.array(fieldName).default([]),
  review: z
    .array(
      z.strictObject({ ...entryId, label: text, fields: z.array(fieldName).min(1), show: z.enum(["values", "count"]).default("values") }),
    )
    .optional(),
});

const crmTemplate = z
  .string()
  .describe(
    "Text with {field} placeholders; {field|Not provided} replaces a blank value. Also {page.url}, {page.ref}, {request.source}, {consent.version}, {consent.locale}, {consent.at}, {lead.reference}.",
  );
/** Paragraphs joined by a blank line; one with `when` is left out while that field or value is blank. */
const crmParagraph = z.union([
  crmTemplate,
  z.strictObject({ when: z.string().min(1).describe("Leave the paragraph out while this field or value is blank."), text: crmTemplate }),
]);

/** How the form's values become the CRM request (spec section 7); the editor shows each description. */
const crmMapping = z.strictObject({
  apiKey: z
    .enum(["default", "migration"])
    .default("default")
    .describe("migration: send CRM_MIGRATION_API_KEY (when set) instead of CRM_API_KEY."),
  allFields: z.boolean().default(false).describe("Send every filled field under its own name first; blank body values are then left out."),
  rows: z
    .record(fieldName, z.strictObject({ line: crmTemplate }))
    .default({})
    .describe("One line of text per row of a repeated group; {n} is the row number."),
  body: z
    .record(z.string().min(1), z.union([crmTemplate, z.array(crmParagraph).min(1)]))
    .describe("The CRM body, key by key in sending order; a list is paragraphs joined by a blank line."),
});

/** content/forms/*.yaml: one form, its fields, rules, steps and what happens after submission. */
export const formFile = z.strictObject({
  /** Which kind of lead the form creates (model/schema/lead-kinds.ts). */
  kind: leadKindSchema,
  title: text.optional(),
  submitLabel: text,
  submittingLabel: text,
  resetLabel: text.optional(),
  continueLabel: text.optional(),
  backLabel: text.optional(),
  /**
   * Shown (with JavaScript) when the browser's check finds errors, in addition to the messages beside fields.
   * Its text is the problem itself: a missing required field's message first, otherwise the first error.
   */
  invalidToast: z.strictObject({ title: text }).optional(),
  /** Heading of the error summary above the form. */
  errorSummary: text,
  fields: z.array(formField).min(1),
  steps: z.array(step).optional(),
  success: z.strictObject({
    /** Shown on the page as a status message, also without JavaScript. */
    message: text,
    /** What happens next, shown with the request's reference in every success state (docs/decisions/397). */
    next: text.optional(),
    /**
     * More of the panel's words under its heading, where there are more to say. A success shows no toast: the
     * panel is its one message (docs/decisions/495).
     */
    body: text.optional(),
    reset: z.boolean().default(true),
    /**
     * Where to go after success, and after how long the island waits (the panel stays visible meanwhile);
     * a post without JavaScript goes at once. A delayed redirect names the link the panel offers meanwhile.
     */
    redirect: z
      .strictObject({ href, delayMs: z.number().int().min(0).default(0), label: text.optional() })
      .refine((redirect) => redirect.delayMs === 0 || redirect.label !== undefined, {
        message: "a delayed redirect needs a label: the link its panel shows while it waits",
        path: ["label"],
      })
      .optional(),
    /** Replaces the form with a confirmation panel. */
    confirmation: z.strictObject({ title: text, body: text.optional(), action: z.strictObject({ label: text, href }) }).optional(),
  }),
  failure: z.strictObject({
    toast,
    /** Shown on the page when the lead could not be stored. */
    message: text,
    /** What the form's JSON API answers instead (spec §8's internal API fallback), where that differs. */
    apiMessage: text.optional(),
  }),
  crm: crmMapping,
});

export type FormFile = z.infer<typeof formFile>;
