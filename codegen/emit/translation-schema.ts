import { z } from "zod";
import { SHARED_KEYS, TEXT_MAPS } from "../translatable.ts";
import { FIGURE_TITLE } from "#model/schema/figure.ts";
import { contentKinds } from "#model/schema/index.ts";
import { keyFieldsOf } from "../translation-keys.ts";

type JsonSchema = { [key: string]: unknown };

/**
 * The JSON Schema of a translation file, for editor completion: the English kind's schema with only
 * what a translator writes (texts; `type` and `id` anchors; the key of each list entry), every field optional since a missing text
 * shows English. Codegen's own check is codegen/checks/check-translations.ts, against the English file itself.
 */
export function translationJsonSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(contentKinds).map(([kind, schema]) => [
      `${kind}-translation`,
      textsOnly(z.toJSONSchema(schema, { io: "input" }) as JsonSchema, kind === "form"),
    ]),
  );
}

/** @param entryOf the name of the list whose entries `schema` describes: its key fields stay. */
function textsOnly(schema: JsonSchema, form: boolean, parentKey?: string, entryOf?: string): JsonSchema {
  const out: JsonSchema = { ...schema };
  delete out.default;
  if (out.properties && typeof out.properties === "object") {
    const shared = (key: string, child: JsonSchema) =>
      SHARED_KEYS.has(key) && !TEXT_MAPS.has(parentKey) && !(key === "claims" && child.type === "object");
    const keyFields = entryOf === undefined ? [] : keyFieldsOf(entryOf);
    const properties = Object.entries(out.properties as Record<string, JsonSchema>).filter(
      ([key, child]) =>
        keyFields.includes(key) || (!shared(key, child) && !(form && (key === "name" || key === "type")) && holdsText(child)),
    );
    out.properties = Object.fromEntries(properties.map(([key, child]) => [key, textsOnly(child, form, key)]));
    const kept = new Set(properties.map(([key]) => key));
    // A section names its type; an entry of a list with a single key field (a field's name) names that key.
    const required = ["type", ...(keyFields.length === 1 ? keyFields : [])];
    out.required = required.filter((key) => kept.has(key));
  }
  if (out.items && typeof out.items === "object") out.items = textsOnly(out.items as JsonSchema, form, parentKey, parentKey);
  if (out.additionalProperties && typeof out.additionalProperties === "object") {
    out.additionalProperties = textsOnly(out.additionalProperties as JsonSchema, form, parentKey);
  }
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    if (Array.isArray(out[key])) {
      // A figure is never written in a translation: codegen writes the English one in each language.
      const variants = (out[key] as JsonSchema[]).filter((child) => child.title !== FIGURE_TITLE);
      out[key] = variants.map((child) => textsOnly(child, form, parentKey, entryOf));
    }
  }
  // Variants told apart by a field a translation leaves out (a form field's `type`) look alike now:
  // anyOf accepts an entry that fits several, where oneOf would reject it.
  if (Array.isArray(out.oneOf)) {
    out.anyOf = out.oneOf;
    delete out.oneOf;
  }
  // A list without keys keeps its English length, which the schema cannot know; codegen checks it.
  delete out.minItems;
  delete out.maxItems;
  return out;
}

function holdsText(schema: JsonSchema): boolean {
  if (schema.type === "number" || schema.type === "integer" || schema.type === "boolean") return false;
  for (const key of ["anyOf", "oneOf"]) {
    if (Array.isArray(schema[key])) return (schema[key] as JsonSchema[]).some(holdsText);
  }
  return true;
}
