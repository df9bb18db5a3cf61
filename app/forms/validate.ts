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

/**
 * The messages already on screen, checked again against new values: a fixed field loses its message, a
 * still-wrong one shows its current problem, and fields the visitor has not been told about stay quiet.
 */
export function recheckShown<T>(schema: $ZodType<T>, values: unknown, shown: FieldErrors): FieldErrors {
  const keys = Object.keys(shown);
  if (keys.length === 0) return shown;
  const check = validateValues(schema, values);
  if (check.ok) return {};
  return Object.fromEntries(keys.flatMap((key) => (check.errors[key] ? [[key, check.errors[key]]] : [])));
}
