import type { $ZodType } from "zod/v4/core";
import { validateValues, type FieldErrors } from "#model/form-module.ts";

/**
 * The messages already on screen, checked again against new values: a fixed field loses its message, a
 * still-wrong one shows its current problem, and fields the visitor has not been told about stay quiet.
 */
export function recheckShown(schema: $ZodType, values: unknown, shown: FieldErrors): FieldErrors {
  const keys = Object.keys(shown);
  if (keys.length === 0) return shown;
  const check = validateValues(schema, values);
  if (check.ok) return {};
  return Object.fromEntries(keys.flatMap((key) => (check.errors[key] ? [[key, check.errors[key]]] : [])));
}
