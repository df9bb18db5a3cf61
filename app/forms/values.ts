import { CONSENT_FIELD } from "#model/schema/consent-label.ts";
import type { FormField, FormFile, RowsField } from "#model/schema/index.ts";

export type Row = Record<string, string | number>;
export type FormValues = Record<string, string | Row[]>;

/** Field names in the posted form: `fullName`, and `vms.0.cpu` for a field of the first row. */
export const rowInputName = (rows: string, index: number, field: string) => `${rows}.${index}.${field}`;

/** Empty values for a fresh form: blank text, one new row for each repeated group, the consent box not ticked. */
export function initialValues(form: FormFile): FormValues {
  return {
    ...Object.fromEntries(form.fields.map((field) => [field.name, field.type === "rows" ? [{ ...field.newRow }] : ""])),
    [CONSENT_FIELD]: "",
  };
}

/** Reads a posted form into values shaped like the schema expects, rows as arrays in index order. */
export function valuesFromFormData(formData: FormData, form: FormFile): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    values[field.name] = field.type === "rows" ? rowsFromFormData(formData, field) : text(formData.get(field.name));
  }
  values[CONSENT_FIELD] = text(formData.get(CONSENT_FIELD));
  return values;
}

function rowsFromFormData(formData: FormData, field: RowsField): Row[] {
  const rows = new Map<number, Row>();
  const pattern = new RegExp(`^${field.name}\\.(\\d+)\\.(\\w+)$`);
  // Only the row's own fields: a posted "vms.0.__proto__" or "vms.0.constructor" is not a column.
  const columns = new Set(field.fields.map((column) => column.name));
  for (const [key, value] of formData.entries()) {
    const match = pattern.exec(key);
    if (!match || !columns.has(match[2]!)) continue;
    const index = Number(match[1]);
    // Bound the row count a hostile post can make us allocate.
    if (index > 999) continue;
    const row = rows.get(index) ?? {};
    row[match[2]!] = text(value);
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

function text(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value : "";
}

/** A row on screen: a key it keeps while it is shown, and the values its fields start with. */
export interface RowSlot {
  key: number;
  defaults: Row;
}

/** The rows each repeated group shows for some starting values, keyed 0…n-1. */
export function rowSlots(form: FormFile, values: FormValues): Record<string, RowSlot[]> {
  return Object.fromEntries(
    form.fields.filter(isRowsField).map((field) => {
      const rows = values[field.name];
      return [field.name, (Array.isArray(rows) ? rows : []).map((defaults, key) => ({ key, defaults }))];
    }),
  );
}

export function isRowsField(field: FormField): field is RowsField {
  return field.type === "rows";
}

/**
 * How far past its limit a refused value is still written back whole: up to twice the limit. A visitor's
 * TIN one digit too long comes back as typed, beside the message that says so, for them to correct; a
 * value far beyond (a paste gone wrong, a hostile megabyte) comes back as its first twice-the-limit
 * characters, still over the limit as its message says, so no answer is ever much heavier than one of
 * valid values (docs/decisions/471).
 */
const ECHO_FACTOR = 2;

/** Values as an answer writes them back: each text at most twice its field's limit (each text field has a `max`: codegen/emit/emit-form.ts withFieldLimits). */
export function withinLimits(form: FormFile, values: FormValues): FormValues {
  const cut = (field: FormField, value: string) => {
    const max = field.type === "rows" ? undefined : field.rules.find((rule) => rule.rule === "max");
    return max && field.type !== "number" ? value.slice(0, max.value * ECHO_FACTOR) : value;
  };
  const kept: FormValues = { ...values };
  for (const field of form.fields) {
    const value = values[field.name];
    if (field.type === "rows" && Array.isArray(value)) {
      kept[field.name] = value.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([name, cell]) => {
            const inner = field.fields.find((candidate) => candidate.name === name);
            return [name, inner && typeof cell === "string" ? cut(inner, cell) : cell];
          }),
        ),
      );
    } else if (typeof value === "string") kept[field.name] = cut(field, value);
  }
  return kept;
}
