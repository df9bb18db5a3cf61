import type { $ZodType } from "zod/v4/core";
import type { FormFile } from "../../codegen/schema/index.ts";

/** What codegen emits for each form in app/.generated/forms/<id>.ts. */
export interface FormModule {
  id: string;
  definition: FormFile;
  schema: $ZodType<Record<string, unknown>>;
  stepSchemas: readonly $ZodType<Record<string, unknown>>[];
}

/** The forms a page shows, by id; the route module passes them to the page and its action. */
export type PageForms = Readonly<Record<string, FormModule>>;

/** What a form action answers; the page renders it with or without JavaScript. */
export type FormResult =
  | { formId: string; status: "invalid"; errors: Record<string, string>; values: Record<string, unknown>; step: number }
  | { formId: string; status: "step"; values: Record<string, unknown>; step: number }
  /** `message`, when set, says why better than the form's general failure text (e.g. too many posts). */
  | { formId: string; status: "failed"; values: Record<string, unknown>; step: number; message?: string }
  | { formId: string; status: "success" };
