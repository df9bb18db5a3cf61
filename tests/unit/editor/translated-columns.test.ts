import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { editorConfig, type EditorField } from "../../../codegen/emit/editor-config.ts";
import { editorAction } from "../../../tools/editor-backend.ts";

/**
 * Decap gives the Russian and Uzbek columns the fields the configuration names, and reads a typed block's
 * fields from the entry's own `type`: a translated text the configuration cannot reach from the entry as
 * the editor's backend serves it is one a translator cannot edit (the form columns once showed "item has
 * no 'type' property" in place of every field).
 */
const repo = join(import.meta.dirname, "../../..");
const config = editorConfig();

type Value = null | boolean | number | string | Value[] | { [key: string]: Value };

/** The paths of `value`'s texts that the fields cannot show. */
function unreachable(fields: readonly EditorField[], value: { [key: string]: Value }, path: string): string[] {
  return Object.entries(value).flatMap(([key, child]) => {
    const field = fields.find((each) => each.name === key);
    return field ? unreachableIn(field, child, `${path}${key}`) : [`${path}${key} (no field)`];
  });
}

function unreachableIn(field: EditorField, value: Value, path: string): string[] {
  if (field.widget === "hidden") return [`${path} (hidden)`];
  if (Array.isArray(value)) {
    if (field.widget !== "list") return [`${path} (a list in a ${field.widget})`];
    return value.flatMap((entry, index) => {
      const at = `${path}.${index}`;
      if (field.types) {
        const typeKey = field.typeKey ?? "type";
        const typed = entry && typeof entry === "object" && !Array.isArray(entry) ? entry[typeKey] : undefined;
        const type = field.types.find((each) => each.name === typed);
        if (!type) return [`${at} (item has no '${typeKey}' Decap knows)`];
        const { [typeKey]: _type, ...fields } = entry as { [key: string]: Value };
        return unreachable(type.fields ?? [], fields, `${at}.`);
      }
      if (field.field) return unreachableIn(field.field, entry, at);
      return entry && typeof entry === "object" && !Array.isArray(entry)
        ? unreachable(field.fields ?? [], entry, `${at}.`)
        : [`${at} (not an entry)`];
    });
  }
  if (value && typeof value === "object") {
    return field.widget === "object" ? unreachable(field.fields ?? [], value, `${path}.`) : [`${path} (an object in a ${field.widget})`];
  }
  return [];
}

const collections = [
  ["forms", "content/forms"],
  ["pages", "content/pages"],
] as const;
const translations = collections.flatMap(([collection, folder]) =>
  readdirSync(join(repo, folder))
    .filter((name) => /\.(ru|uz)\.yaml$/.test(name))
    .map((name) => [collection, `${folder}/${name}`] as const),
);

test("every form has its Russian and Uzbek files in the editor", () => {
  expect(translations.filter(([collection]) => collection === "forms").length).toBeGreaterThanOrEqual(2 * 2);
});

test.each(translations)("every translated text of %s %s is a field of its Russian or Uzbek column", async (name, file) => {
  const collection = config.collections.find((each) => each.name === name)!;
  const entry = (await editorAction(repo, "getEntry", { path: file })) as { data: string };
  const values = parse(entry.data) as { [key: string]: Value };
  const translated = collection.fields.filter((field) => field.i18n);
  expect(Object.keys(values).filter((key) => !translated.some((field) => field.name === key))).toEqual([]);
  expect(unreachable(translated, values, "")).toEqual([]);
});
