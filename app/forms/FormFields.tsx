import type { LeadForm } from "#generated/forms/by-kind.ts";
import type { LangOf } from "../lib/lang-of.ts";
import { Field } from "./Field.tsx";
import type { FormState } from "./form-state.ts";
import type { FormLabels } from "./island.ts";
import { Rows } from "./Rows.tsx";
import { fieldElementId } from "./element-ids.ts";
import type { FormValues, Row } from "./values.ts";

interface Props {
  form: LeadForm;
  /** The fields to show, by name: a wizard step's; all of the form's when absent. */
  names?: readonly string[] | undefined;
  state: FormState;
  formLabels: FormLabels;
  langOf: LangOf;
}

const text = (value: FormValues[string] | undefined) => (typeof value === "string" ? value : "");
const rowsOf = (value: FormValues[string] | undefined): Row[] => (Array.isArray(value) ? value : []);

/** A form's fields in the order of its definition: one control each, or a repeated group of rows. */
export function FormFields({ form, names, state, formLabels, langOf }: Props) {
  const { start, values, errors, slots, submitting } = state;
  return form.definition.fields
    .filter((field) => !names || names.includes(field.name))
    .map((field) =>
      field.type === "rows" ? (
        <Rows
          key={field.name}
          field={field}
          formId={form.id}
          locale={form.locale}
          removeRowLabel={formLabels.removeRow}
          slots={slots[field.name] ?? []}
          rows={rowsOf(values[field.name])}
          errors={errors}
          disabled={submitting}
          langOf={langOf}
        />
      ) : (
        <Field
          key={field.name}
          field={field}
          name={field.name}
          id={fieldElementId(form.id, field.name)}
          defaultValue={text(start[field.name])}
          current={text(values[field.name])}
          error={errors[field.name]}
          langOf={langOf}
        />
      ),
    );
}
