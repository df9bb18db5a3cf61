import type { $ZodType } from "zod/v4/core";
import type { FormFile } from "./schema/index.ts";

/**
 * What codegen emits for each form in app/.generated/forms/<id>.ts: the contract between the content
 * model, the app that renders the form and the server that accepts its leads.
 */
export interface FormModule {
  id: string;
  definition: FormFile;
  schema: $ZodType<Record<string, unknown>>;
  stepSchemas: readonly $ZodType<Record<string, unknown>>[];
}

/** Hidden form field that people never see and bots fill in; any value marks the lead as spam. */
export const HONEYPOT_FIELD = "website_url_confirm";
