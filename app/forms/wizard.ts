import type { FormFile } from "#model/schema/index.ts";
import type { Intent } from "./intent.ts";
import { validateValues, type FieldErrors } from "#model/form-module.ts";
import type { FormModule } from "#model/form-module.ts";
import { initialValues, type FormValues, type Row } from "./values.ts";

export type Move = { kind: "stay"; step: number; values: FormValues; errors: FieldErrors } | { kind: "submit"; values: FormValues };

/**
 * One step of the form's state machine, shared by the browser (instant) and the server (no JavaScript):
 * continue validates the current step first, rows are added and removed, submit is left to the caller.
 */
export function move(form: FormModule, intent: Intent, step: number, values: FormValues): Move {
  const last = lastStepOf(form.definition);
  const current = Math.min(Math.max(step, 0), last);
  switch (intent.type) {
    case "back":
      return { kind: "stay", step: Math.max(current - 1, 0), values, errors: {} };
    case "next": {
      const stepSchema = form.stepSchemas[current];
      const check = stepSchema ? validateValues(stepSchema, values) : ({ ok: true } as const);
      if (!check.ok) return { kind: "stay", step: current, values, errors: check.errors };
      return { kind: "stay", step: Math.min(current + 1, last), values, errors: {} };
    }
    case "add":
      return {
        kind: "stay",
        step: current,
        values: withRows(form.definition, values, intent.rows, (rows, field) => [...rows, { ...field.newRow }]),
        errors: {},
      };
    case "remove":
      return {
        kind: "stay",
        step: current,
        // The last row stays: a request needs at least one VM.
        values: withRows(form.definition, values, intent.rows, (rows) =>
          rows.length > 1 ? rows.filter((_, index) => index !== intent.index) : rows,
        ),
        errors: {},
      };
    case "reset":
      return { kind: "stay", step: 0, values: initialValues(form.definition), errors: {} };
    case "submit":
      return { kind: "submit", values };
  }
}

function withRows(
  form: FormFile,
  values: FormValues,
  name: string,
  change: (rows: Row[], field: Extract<FormFile["fields"][number], { type: "rows" }>) => Row[],
): FormValues {
  const field = form.fields.find((candidate) => candidate.name === name);
  if (!field || field.type !== "rows") return values;
  const rows = Array.isArray(values[name]) ? values[name] : [];
  return { ...values, [name]: change(rows, field) };
}

/**
 * The step to show for a set of errors: the first step holding an invalid field, or else the last step,
 * where the consent box stands beside the submit button.
 */
export function stepOfFirstError(form: FormFile, errors: FieldErrors): number {
  const steps = form.steps ?? [];
  const invalid = Object.keys(errors).map((key) => key.split(".")[0]);
  const index = steps.findIndex((step) => step.fields.some((name) => invalid.includes(name)));
  return index >= 0 ? index : lastStepOf(form);
}

/** The index of a form's last step: the one with the consent box and the submit button (0 without steps). */
export function lastStepOf(form: FormFile): number {
  return Math.max((form.steps?.length ?? 0) - 1, 0);
}
