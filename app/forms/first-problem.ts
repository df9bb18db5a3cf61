import type { FormFile, Rule } from "#model/schema/index.ts";
import type { FieldErrors } from "#model/form-module.ts";

/** The rules of the input an error key names: `email`, or `vms.0.name` for a field inside a row. */
function rulesOf(form: FormFile, key: string): readonly Rule[] {
  const [name, , inner] = key.split(".");
  const field = form.fields.find((candidate) => candidate.name === name);
  if (!field) return [];
  if (field.type === "rows" && inner) return field.fields.find((candidate) => candidate.name === inner)?.rules ?? [];
  return field.rules;
}

/**
 * The one message that sums up what is wrong (the home form's error toast, spec §5): a missing required
 * field first, otherwise the first problem in the order of the form.
 */
export function firstProblem(form: FormFile, errors: FieldErrors): string | undefined {
  const entries = Object.entries(errors);
  const missing = entries.find(([key, message]) => rulesOf(form, key).some((rule) => rule.rule === "required" && rule.message === message));
  return (missing ?? entries[0])?.[1];
}
