/**
 * How a translation's list entries find their English entries: by a key the translation copies verbatim,
 * never by position, so reordering an English list cannot move a text onto another element
 * (docs/decisions/346). The overlay (codegen/localize.ts), the translation check and the English check
 * (codegen/checks/check-translations.ts, codegen/checks/check-list-keys.ts) all match through this one file.
 */

/** The fields that key an entry of a list, by the list's name, tried in this order. */
const NATURAL_KEYS: Readonly<Record<string, readonly string[]>> = {
  // A section's anchor, or its type where the page has one section of that type without an id.
  sections: ["id", "type"],
  // Form fields post under their name, options under their value; a field has one rule of each kind.
  fields: ["name"],
  options: ["value"],
  rules: ["rule"],
  totals: ["field"],
  columns: ["key"],
};
/** Every other list of mappings: cards, stats, actions, links, logos, tabs, timeline, rows, steps… */
const OTHER_KEYS: readonly string[] = ["id", "claim", "href", "year"];

/** The key fields of a list's entries, in the order they are tried. */
export function keyFieldsOf(listName: PropertyKey | undefined): readonly string[] {
  return (typeof listName === "string" && NATURAL_KEYS[listName]) || OTHER_KEYS;
}

/** One entry's key: the field that holds it and its value. */
export interface EntryKey {
  field: string;
  value: string | number;
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The key of a list entry: its first key field with a value, or undefined for an entry without one. */
export function keyOf(listName: PropertyKey | undefined, entry: unknown): EntryKey | undefined {
  if (!isMapping(entry)) return undefined;
  for (const field of keyFieldsOf(listName)) {
    const value = entry[field];
    if (typeof value === "string" || typeof value === "number") return { field, value };
  }
  return undefined;
}

/** A key as one comparable string: `href "/contact"` and `id "/contact"` are different keys. */
export const keyId = (key: EntryKey): string => `${key.field} ${JSON.stringify(key.value)}`;

/** A key as an author reads it in a message, e.g. `href: /contact`. */
export const showKey = (key: EntryKey): string => `${key.field}: ${String(key.value)}`;

/**
 * Whether a list's entries are matched by key. Lists named in NATURAL_KEYS always are; any other list of
 * mappings is once one of its English entries has a key. A list of plain strings, or of entries holding
 * only text (codegen/checks/check-list-keys.ts makes sure of that), is matched by position.
 */
export function isKeyedList(listName: PropertyKey | undefined, english: readonly unknown[]): boolean {
  if (!english.some(isMapping)) return false;
  if (typeof listName === "string" && listName in NATURAL_KEYS) return true;
  return english.some((entry) => keyOf(listName, entry) !== undefined);
}
