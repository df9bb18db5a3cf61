import type { RowsField, Written } from "#model/schema/index.ts";
import type { LangOf } from "../lib/lang-of.ts";
import { INTL_LOCALES, type Locale } from "#model/schema/locales.ts";
import { formButton } from "./buttons.css.ts";
import { Field } from "./Field.tsx";
import * as styles from "./form.css.ts";
import { IntentButton } from "./IntentButton.tsx";
import { fieldElementId } from "./element-ids.ts";
import type { FieldErrors } from "#model/form-module.ts";
import { rowInputName, type Row, type RowSlot } from "./values.ts";

interface Props {
  field: Written<RowsField>;
  /** The form's id, the base of its fields' ids. */
  formId: string;
  locale: Locale;
  /** The remove button's accessible name, with {row} for the row's label: "Remove {row}", "{row} ni oʻchirish". */
  removeRowLabel: string;
  /** One per row on screen: its stable key and what its fields start with. */
  slots: readonly RowSlot[];
  /** The rows as last read from the form, in the same order: for the totals and counters. */
  rows: readonly Row[];
  errors: FieldErrors;
  disabled: boolean;
  langOf: LangOf;
}

/**
 * A repeatable group (the VMs of a migration). Add and Remove are submit buttons with an intent, so
 * they work without JavaScript too; with it the browser handles them without a round trip. Each row keeps
 * its key for as long as it is on screen, so removing one never moves a visitor's typing into another: the
 * inputs are uncontrolled, and only their names follow the position.
 */
export function Rows({ field, formId, locale, removeRowLabel, slots, rows, errors, disabled, langOf }: Props) {
  const listError = errors[field.name];
  // Totals read as the page's language writes numbers (1,000 in English, 1 000 in Russian).
  const number = new Intl.NumberFormat(INTL_LOCALES[locale]);
  const totals = field.totals.map((total) => ({
    ...total,
    sum: rows.reduce((sum, row) => sum + (Number(row[total.field]) || 0), 0),
  }));
  return (
    <div className={styles.field}>
      {slots.map((slot, index) => (
        <fieldset key={slot.key} className={styles.row}>
          <legend className={styles.legend}>{field.rowLabel.replace("{n}", String(index + 1))}</legend>
          {field.fields.map((inner) => {
            const name = rowInputName(field.name, index, inner.name);
            return (
              <Field
                key={inner.name}
                field={inner}
                name={name}
                id={fieldElementId(formId, name)}
                defaultValue={slot.defaults[inner.name] ?? ""}
                current={rows[index]?.[inner.name] ?? ""}
                error={errors[name]}
                langOf={langOf}
              />
            );
          })}
          {slots.length > 1 && (
            <div className={styles.actions}>
              <IntentButton
                intent={{ type: "remove", rows: field.name, index }}
                className={formButton.removeRow}
                disabled={disabled}
                aria-label={removeRowLabel.replace("{row}", field.rowLabel.replace("{n}", String(index + 1)))}
              >
                {field.removeLabel}
              </IntentButton>
            </div>
          )}
        </fieldset>
      ))}
      {listError && <p className={styles.error}>{listError}</p>}
      <div className={styles.actions}>
        <IntentButton intent={{ type: "add", rows: field.name }} className={formButton.addRow} disabled={disabled}>
          {field.addLabel}
        </IntentButton>
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
