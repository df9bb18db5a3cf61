import type { Problem } from "../problems.ts";
import { isKeyedList, keyFieldsOf, keyId, keyOf, showKey } from "../translation-keys.ts";
import { problemAt, type FieldPath, type YamlSource } from "../yaml-source.ts";

/** Whether an English value holds prose a visitor reads, as the translation check decides it. */
type Translatable = (value: unknown, path: FieldPath) => boolean;

/** Keys whose repetition is reported by their own check: section ids (CG121), form field names (CG151). */
const reportedElsewhere = (listName: PropertyKey | undefined, field: string) =>
  (listName === "sections" && field === "id") || (listName === "fields" && field === "name");

/**
 * Where an English file's lists cannot be matched by key (docs/decisions/346), each a CG179 at the entry:
 * an entry of a keyed list without a key, a key used twice in one list, and an entry that holds data
 * its translations share (an icon, a link, a figure, a list of links) in a list matched by position,
 * where an English reorder would put a translation on it.
 */
export function checkListKeys(source: YamlSource, translatable: Translatable): Problem[] {
  const problems: Problem[] = [];
  const report = (path: FieldPath, message: string) => problems.push(problemAt(source, path, "CG179", message));

  function visit(value: unknown, path: FieldPath): void {
    if (Array.isArray(value)) {
      checkList(value, path);
      value.forEach((item, index) => visit(item, [...path, index]));
    } else if (value && typeof value === "object") {
      for (const [name, child] of Object.entries(value)) {
        const childPath = [...path, name];
        // A subtree without text (crm, structuredData, analytics…) has nothing a translation writes.
        if (Array.isArray(child) || (child && typeof child === "object")) {
          if (translatable(child, childPath)) visit(child, childPath);
        }
      }
    }
  }

  function checkList(list: readonly unknown[], path: FieldPath): void {
    const name = path.at(-1);
    if (!isKeyedList(name, list)) {
      list.forEach((entry, index) => {
        const shared = sharedField(entry, [...path, index]);
        if (shared) {
          report(
            [...path, index],
            `"${shared}" is shared with the translations, which match this list by position: give each entry an \`id\` (translations copy it)`,
          );
        }
      });
      return;
    }
    const seen = new Map<string, number>();
    list.forEach((entry, index) => {
      const key = keyOf(name, entry);
      if (!key) {
        report(
          [...path, index],
          `this entry has no key; translations match this list by ${keyFieldsOf(name).join(" or ")}: give it an \`id\``,
        );
        return;
      }
      const first = seen.get(keyId(key));
      if (first === undefined) seen.set(keyId(key), index);
      else if (!reportedElsewhere(name, key.field)) {
        const fix = keyFieldsOf(name).includes("id") ? "give one of them an `id` of its own" : `keep one entry per ${key.field}`;
        report(
          [...path, index],
          `${showKey(key)} also keys entry ${first + 1} of this list, so translations cannot tell them apart: ${fix}`,
        );
      }
    });
  }

  /** The first field of a list entry that is not text, or undefined for an entry of text only. */
  function sharedField(entry: unknown, path: FieldPath): string | undefined {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) return undefined;
    return Object.entries(entry).find(([field, value]) => {
      const fieldPath = [...path, field];
      const onlyText = (item: unknown, at: FieldPath) => typeof item === "string" && translatable(item, at);
      if (!Array.isArray(value)) return !onlyText(value, fieldPath);
      // A list of names (a step's `fields`) is shared even though each name is a word.
      return !translatable(value, fieldPath) || !value.every((item, index) => onlyText(item, [...fieldPath, index]));
    })?.[0];
  }

  visit(source.value, []);
  return problems;
}
