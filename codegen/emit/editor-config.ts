import { z } from "zod";
import { contentKinds } from "#model/schema/index.ts";
import { DEFAULT_LOCALE, LOCALES } from "#model/schema/locales.ts";
import {
  type JsonSchema,
  objectVariants,
  RECORD_KEY,
  RECORD_VALUE,
  recordHoldsObjects,
  textOrObject,
  recordValueOf,
  typeConstants,
  variantsOf,
} from "./editor-shape.ts";
import { translationJsonSchemas } from "./translation-schema.ts";

/** A field of Decap CMS's configuration (https://decapcms.org/docs/widgets/), as far as the editor uses it. */
export interface EditorField {
  name: string;
  label: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "object" | "list" | "hidden" | "markdown";
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: (string | number)[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  fields?: EditorField[];
  field?: EditorField;
  types?: EditorField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  i18n?: boolean;
}

interface EditorCollection {
  name: string;
  label: string;
  label_singular: string;
  i18n: true;
  create: boolean;
  delete: false;
  format: "yaml" | "frontmatter";
  folder: string;
  extension: string;
  identifier_field: string;
  summary: string;
  fields: EditorField[];
}

export interface EditorConfig {
  backend: { name: "proxy"; proxy_url: string; branch: string };
  load_config_file: false;
  media_folder: string;
  public_folder: string;
  i18n: { structure: "multiple_files"; locales: string[]; default_locale: string };
  collections: EditorCollection[];
}

let made: string | undefined;

/** The configuration as codegen writes it to generated/editor/config.json: made once a process. */
export function editorConfigFile(): string {
  made ??= `${JSON.stringify(editorConfig(), null, 2)}\n`;
  return made;
}

const FIGURE_HINT = "A text, or a figure written as { number: 99.9, unit: percent }.";

/** Where the editor's server answers Decap's backend calls, on the editor's own origin. */
export const EDITOR_API = "/api/v1";

/** Longer texts than this get a text area rather than a one-line input. */
const ONE_LINE = 120;

/**
 * Decap CMS's configuration, from the JSON Schemas of codegen's zod schemas: every kind of content file is a
 * collection whose fields, limits and allowed values are the schema's, with English, Russian and Uzbek side
 * by side. The editor's server (tools/editor.ts) serves it and answers Decap's backend calls at EDITOR_API.
 */
export function editorConfig(): EditorConfig {
  const schemaOf = (kind: keyof typeof contentKinds) => z.toJSONSchema(contentKinds[kind], { io: "input" }) as JsonSchema;
  const translations = translationJsonSchemas() as Record<string, JsonSchema>;
  const fieldsOf = (kind: keyof typeof contentKinds) => topFields(schemaOf(kind), translations[`${kind}-translation`] ?? {});
  const folder = (name: "pages" | "forms" | "legal" | "site", kind: keyof typeof contentKinds, identifier: string) => ({
    name,
    label: labelOf(name),
    // Decap's button for a new entry: "New page".
    label_singular: name === "site" ? "site" : name.replace(/s$/, ""),
    i18n: true as const,
    // A new page is written as `npm run new-page` writes it, from the path and title (tools/editor-new-page.ts).
    create: name === "pages",
    delete: false as const,
    // Decap gives files collections one layout only (all languages in one file): the site file is the one
    // entry of content/ itself, which the editor's server lists alone there.
    folder: name === "site" ? "content" : `content/${name}`,
    identifier_field: identifier,
    summary: `{{slug}}`,
    ...(kind === "legal"
      ? {
          extension: "md",
          format: "frontmatter" as const,
          fields: [...fieldsOf(kind), { name: "body", label: "Body", widget: "markdown" as const, i18n: true }],
        }
      : { extension: "yaml", format: "yaml" as const, fields: fieldsOf(kind) }),
  });
  return {
    // Decap's "proxy" backend is the protocol of decap-server's local mode, spoken here by the editor's own
    // server on the same origin, which writes the working tree (decision 418).
    backend: { name: "proxy", proxy_url: EDITOR_API, branch: "main" },
    load_config_file: false,
    // Uploads go where content pictures live; a page names them from content/ (`images/…`).
    media_folder: "content/images",
    public_folder: "images",
    i18n: { structure: "multiple_files", locales: [...LOCALES], default_locale: DEFAULT_LOCALE },
    collections: [
      folder("pages", "page", "path"),
      folder("forms", "form", "kind"),
      folder("legal", "legal", "path"),
      folder("site", "site", "name"),
    ],
  };
}

/**
 * A file's top-level fields: those a translation writes are edited per language, the rest in English only.
 * Decap gives every language the same fields, so each field is shaped for what the translation holds too.
 */
function topFields(schema: JsonSchema, translation: JsonSchema): EditorField[] {
  const translated = new Set(Object.keys(translation.properties ?? {}));
  return fieldsFrom(schema, undefined, translation).map((field) => (translated.has(field.name) ? { ...field, i18n: true } : field));
}

/** @param translation the translation file's schema at this place, where a translation has one. */
function fieldsFrom(schema: JsonSchema, skip?: string, translation?: JsonSchema): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== skip)
    .map(([name, child]) => fieldOf(name, child, required.has(name), translation?.properties?.[name]));
}

/** One schema node as a Decap widget. */
function fieldOf(name: string, schema: JsonSchema, required: boolean, translation?: JsonSchema): EditorField {
  const base = { name, label: labelOf(name), required, ...(schema.description ? { hint: schema.description } : {}) };
  const record = recordValueOf(schema);
  // `z.unknown()` values (structured data) have no widget: kept as written, shown nowhere.
  if (record && !record.type && !variantsOf(record)) return { ...base, required: false, widget: "hidden" };
  if (record) return { ...base, widget: "list", summary: `{{${RECORD_KEY}}}`, collapsed: true, fields: recordFields(record) };
  if (schema.type === "array" && schema.items) return listOf(base, schema.items, schema, translation?.items);
  const objects = objectVariants(schema);
  if (objects) {
    const fields = mergedFields(objects, translation);
    return { ...base, widget: "object", collapsed: true, fields: required ? fields : fields.map(optional) };
  }
  const variants = variantsOf(schema);
  if (variants) {
    const options = variants.flatMap((variant) => optionsOf(variant) ?? []);
    if (variants.every((variant) => optionsOf(variant))) return { ...base, widget: "select", options };
    // A text or a figure ({ number, unit }), a date or a pending fact: one text box, where an object is
    // written as YAML (codegen/emit/editor-shape.ts turns it back), since no Decap widget holds either.
    if (textOrObject(schema)) return { ...base, widget: "string", hint: [base.hint, FIGURE_HINT].filter(Boolean).join(" ") };
    // A text or a list of paragraphs: kept as written, not shown (decision 418).
    if (variants.some((variant) => variant.type === "object" || variant.type === "array"))
      return { ...base, required: false, widget: "hidden" };
    return { ...base, widget: "string" };
  }
  const options = optionsOf(schema);
  if (options) return { ...base, widget: "select", options };
  if (schema.type === "boolean") return { ...base, widget: "boolean" };
  if (schema.type === "number" || schema.type === "integer") {
    return {
      ...base,
      widget: "number",
      value_type: schema.type === "integer" ? "int" : "float",
      ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
      ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
    };
  }
  if (schema.type === "string") return stringField(base, schema);
  // A text or a number (a new row's value): written as text, which YAML reads back as a number when it is one.
  if (Array.isArray(schema.type)) return { ...base, widget: "string" };
  return { ...base, required: false, widget: "hidden" };
}

function stringField(base: Omit<EditorField, "widget">, schema: JsonSchema): EditorField {
  const max = schema.maxLength;
  const limit = max === undefined ? undefined : `At most ${max} characters.`;
  const hint = [base.hint, limit].filter(Boolean).join(" ");
  // One pattern per field in Decap: the schema's own when it has one, else the length limit as a pattern.
  const pattern: [string, string] | undefined = schema.pattern
    ? [schema.pattern, "is not in the form this field takes (content/README.md)"]
    : max === undefined
      ? undefined
      : [`^[\\s\\S]{0,${max}}$`, `holds at most ${max} characters`];
  return {
    ...base,
    widget: max !== undefined && max > ONE_LINE ? "text" : "string",
    ...(hint ? { hint } : {}),
    ...(pattern ? { pattern } : {}),
  };
}

/** @param translatedItems the translation's schema of the list's entries, where a translation has the list. */
function listOf(base: Omit<EditorField, "widget">, items: JsonSchema, list: JsonSchema, translatedItems?: JsonSchema): EditorField {
  const limits = {
    ...(list.minItems === undefined ? {} : { min: list.minItems }),
    ...(list.maxItems === undefined ? {} : { max: list.maxItems }),
  };
  const variants = objectVariants(items);
  const typed = variants && variants.length > 1 && variants.every((variant) => typeConstants(variant).length > 0);
  // A list of typed blocks (a page's sections): one block per value of `type`, which Decap reads from each
  // entry in every language, so only where the translation's entries name their type too.
  if (variants && typed && (!translatedItems || entriesName(translatedItems, "type"))) {
    const types = variants.flatMap((variant) =>
      typeConstants(variant).map((type) => ({
        name: String(type),
        label: labelOf(String(type)),
        widget: "object" as const,
        fields: fieldsFrom(variant, "type", translatedVariant(translatedItems, type)),
      })),
    );
    return { ...base, widget: "list", ...limits, collapsed: true, typeKey: "type", types };
  }
  // A form's fields, whose translations name each entry by its key alone: one block with the fields of
  // every type, `type` among them, asked only of the English entries by codegen's own check.
  if (variants && typed) {
    const merged = mergedFields(variants, translatedItems);
    const type = merged.filter((field) => field.name === "type").map((field) => ({ ...field, required: false }));
    const fields = [...type, ...merged.filter((field) => field.name !== "type")];
    const key = fields.find((field) => field.name === "name") ? "{{fields.name}}: " : "";
    return { ...base, widget: "list", ...limits, collapsed: true, summary: `${key}{{fields.label}}`, fields };
  }
  if (variants) return { ...base, widget: "list", ...limits, collapsed: true, fields: mergedFields(variants, translatedItems) };
  return { ...base, widget: "list", ...limits, field: fieldOf("item", items, true, translatedItems) };
}

/** Whether every entry a translation's list schema admits has the field. */
function entriesName(translatedItems: JsonSchema, field: string): boolean {
  const variants = objectVariants(translatedItems) ?? [];
  return variants.length > 0 && variants.every((variant) => variant.properties?.[field] !== undefined);
}

/** The translation's shape of a typed block, by its `type`. */
function translatedVariant(translatedItems: JsonSchema | undefined, type: string | number): JsonSchema | undefined {
  return translatedItems ? objectVariants(translatedItems)?.find((variant) => typeConstants(variant).includes(type)) : undefined;
}

/** An entry of a record: its key, then the value's fields or the value itself. */
function recordFields(value: JsonSchema): EditorField[] {
  const key: EditorField = { name: RECORD_KEY, label: "Key", widget: "string", required: true };
  const objects = recordHoldsObjects(value) ? objectVariants(value) : undefined;
  return objects ? [key, ...mergedFields(objects)] : [key, fieldOf(RECORD_VALUE, value, true)];
}

/** The fields of objects that are one of several shapes: each field once, required only where all need it. */
function mergedFields(variants: JsonSchema[], translation?: JsonSchema): EditorField[] {
  const translated = translation ? objectVariants(translation) : undefined;
  const translatedField = (name: string) => translated?.find((variant) => variant.properties?.[name])?.properties?.[name];
  if (variants.length === 1 && variants[0]) return fieldsFrom(variants[0], undefined, translated?.[0]);
  const names = [...new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})))];
  return names.map((name) => {
    const holders = variants.filter((variant) => variant.properties?.[name]);
    const schema = unionOf(holders.flatMap((variant) => variant.properties?.[name] ?? []));
    const everywhere = holders.length === variants.length && holders.every((variant) => variant.required?.includes(name));
    return fieldOf(name, schema, everywhere, translatedField(name));
  });
}

/**
 * One field's schemas in several shapes as one: the values of each (a form field's `type`, the rules an
 * email field has beside those of a text field), so a field merged from them takes what any shape takes.
 */
function unionOf(schemas: JsonSchema[]): JsonSchema {
  const [first] = schemas;
  if (!first || schemas.length === 1) return first ?? {};
  const options = schemas.map(optionsOf);
  if (options.every(Boolean)) return { type: first.type, enum: [...new Set(options.flat() as (string | number)[])] };
  if (schemas.every((schema) => schema.type === "array" && schema.items)) {
    return { ...first, items: unionOf(schemas.map((schema) => schema.items!)) };
  }
  const objects = schemas.map(objectVariants);
  if (objects.every(Boolean)) return { anyOf: objects.flat() as JsonSchema[] };
  return first;
}

/**
 * A field inside an optional object: Decap checks an object's fields even when the file leaves the object
 * out, so what the object requires is only asked of it in codegen's own check.
 */
function optional(field: EditorField): EditorField {
  const { min: _min, ...rest } = field;
  return {
    ...(field.widget === "list" ? rest : field),
    required: false,
    ...(field.fields ? { fields: field.fields.map(optional) } : {}),
  };
}

function optionsOf(schema: JsonSchema): (string | number)[] | undefined {
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined && typeof schema.const !== "boolean") return [schema.const];
  return undefined;
}

/** `submittingLabel` → "Submitting label", `home-contact` → "Home contact". */
function labelOf(name: string): string {
  const words = name
    .replaceAll(/[-_]/g, " ")
    .replaceAll(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
