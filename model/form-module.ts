import { safeParse, type $ZodType, type output } from "zod/v4/core";
import type { FormFile, Written } from "./schema/index.ts";
import type { LeadKind } from "./schema/lead-kinds.ts";
import type { Locale } from "./schema/locales.ts";

/**
 * What codegen emits for each form in generated/forms/<id>.ts: the contract between the content
 * model, the app that renders the form and the server that accepts its leads.
 */
export interface FormModule<Values extends Record<string, unknown> = Record<string, unknown>, Kind extends LeadKind = LeadKind> {
  id: string;
  /** The lead kind the form's definition declares. */
  kind: Kind;
  /** The language of the form's labels and messages; leads carry it to the store and the CRM. */
  locale: Locale;
  /** Its figures (an option such as "$10,000 – $50,000") written in the form's language. */
  definition: Written<FormFile>;
  schema: $ZodType<Values>;
  stepSchemas: readonly $ZodType<Record<string, unknown>>[];
  /** Its texts a translated form shows in English (not translated yet, or outdated), marked `lang="en"`. */
  shownInEnglish: ReadonlySet<string>;
  /** The consent its box asks for, in the form's language, and that text's version (docs/decisions/390). */
  consent: FormConsent;
}

/** The consent a form shows above its submit button, as its visitors read it. */
export interface FormConsent {
  /** The label's short first line. */
  summary: string;
  /** The box's label; `{policy}` is where the policy's link stands (model/schema/consent.ts). */
  label: string;
  policy: { label: string; href: string };
  /** A hash of the label, the link as shown and the policy's edition: which text a lead's visitor agreed to. */
  version: string;
  /** The message for a post naming a version the site never published (a page kept open across a change). */
  unpublished: string;
}

/**
 * The most any form post may carry. The largest a visitor can legitimately send is the migration wizard at
 * the server's row cap (1,000 VMs with names at their 64-character limit) plus its comments: about 600 KB
 * as multipart (decision 008). Each form's own bound is lower where its fields allow (codegen/emit/emit-form.ts).
 */
export const MOST_A_FORM_POST_WEIGHS = 1024 * 1024;

/** Hidden form field that people never see and bots fill in; any value marks the lead as spam. */
export const HONEYPOT_FIELD = "website_url_confirm";

export type FieldErrors = Record<string, string>;

/**
 * Runs a form's schema and keeps the first message per field, keyed like the inputs are named
 * (`email`, `vms.0.name`). The browser, the page action and the JSON APIs all check values this way.
 */
export function validateValues<S extends $ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: output<S> } | { ok: false; errors: FieldErrors } {
  const result = safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "_form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
