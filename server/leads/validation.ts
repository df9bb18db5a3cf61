import { safeParse, type $ZodType } from "zod/v4/core";

export type ValidationResult = { success: true; data: Record<string, unknown> } | { success: false; fields: Record<string, string> };

export type Validate = (body: unknown) => ValidationResult;

/**
 * Adapts a form's generated zod schema to the JSON API: one message per field (the first, which is
 * what a form shows beside the field), keyed by the dotted path, e.g. `vms.0.name`.
 */
export function zodValidator(schema: $ZodType<Record<string, unknown>>): Validate {
  return (body) => {
    const result = safeParse(schema, body);
    if (result.success) return { success: true, data: result.data };
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join(".") || "_form";
      fields[key] ??= issue.message;
    }
    return { success: false, fields };
  };
}
