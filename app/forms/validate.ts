import { safeParse, type $ZodType } from "zod/v4/core";

export type FieldErrors = Record<string, string>;

/**
 * Runs a form's schema and keeps the first message per field, keyed like the inputs are named
 * (`email`, `vms.0.name`). The browser and the server action both call this with the same schema.
 */
export function validateValues<T>(schema: $ZodType<T>, values: unknown): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "_form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
