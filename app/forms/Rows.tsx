import type { RowsField } from "../../codegen/schema/index.ts";
import { INTL_LOCALES } from "../../codegen/schema/locales.ts";
import { useSite } from "../lib/use-site.ts";
import { button } from "../ui/button.css.ts";
import { Field } from "./Field.tsx";
import * as styles from "./form.css.ts";
import { intentValue } from "./intent.ts";
import type { FieldErrors } from "../../codegen/form-module.ts";
import { rowInputName, type Row } from "./values.ts";

interface Props {
  field: RowsField;
  formId: string;
  rows: readonly Row[];
  errors: FieldErrors;
  disabled: boolean;
  onChange(rows: Row[]): void;
}

/**
 * A repeatable group (the VMs of a migration). Add and Remove are submit buttons with an intent, so
 * they work without JavaScript too; with it the browser handles them without a round trip.
 */
export function Rows({ field, formId, rows, errors, disabled, onChange }: Props) {
  const listError = errors[field.name];
  // Totals read as the page's language writes numbers (1,000 in English, 1 000 in Russian).
  const number = new Intl.NumberFormat(INTL_LOCALES[useSite().locale]);
  const totals = field.totals.map((total) => ({
    ...total,
    sum: rows.reduce((sum, row) => sum + (Number(row[total.field]) || 0), 0),
  }));
  return (
    <div className={styles.field}>
      {rows.map((row, index) => (
        <fieldset key={index} className={styles.row}>
          <legend className={styles.legend}>{field.rowLabel.replace("{n}", String(index + 1))}</legend>
          {field.fields.map((inner) => {
            const name = rowInputName(field.name, index, inner.name);
            return (
              <Field
                key={inner.name}
                field={inner}
                name={name}
                id={`${formId}-${name.replaceAll(".", "-")}`}
                value={row[inner.name] ?? ""}
                error={errors[name]}
                onChange={(value) => onChange(rows.map((current, at) => (at === index ? { ...current, [inner.name]: value } : current)))}
              />
            );
          })}
          {rows.length > 1 && (
            <div className={styles.actions}>
              <button
                type="submit"
                name="intent"
                value={intentValue({ type: "remove", rows: field.name, index })}
                className={button({ variant: "ghost", size: "sm" })}
                disabled={disabled}
                aria-label={`${field.removeLabel} ${field.rowLabel.replace("{n}", String(index + 1))}`}
              >
                {field.removeLabel}
              </button>
            </div>
          )}
        </fieldset>
      ))}
      {listError && <p className={styles.error}>{listError}</p>}
      <div className={styles.actions}>
        <button
          type="submit"
          name="intent"
          value={intentValue({ type: "add", rows: field.name })}
          className={button({ variant: "secondary", size: "sm" })}
          disabled={disabled}
        >
          {field.addLabel}
        </button>
      </div>
      {totals.length > 0 && (
        <p className={styles.totals} aria-live="polite">
          {totals.map((total) => (
            <span key={total.field}>
              {total.label}: {number.format(total.sum)}
              {total.unit ? ` ${total.unit}` : ""}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
