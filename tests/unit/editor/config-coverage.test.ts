import { expect, test } from "vitest";
import { z } from "zod";
import { editorConfig, type EditorField } from "../../../codegen/emit/editor-config.ts";
import { contentKinds } from "#model/schema/index.ts";

/**
 * The editor's configuration is generated from the content schemas; this walks each schema on its own and
 * fails when one of its fields, at any depth (every section type, every record's entry), has no field in
 * the configuration, or when the configuration has one the schema does not. A field the editor keeps
 * without showing (hidden) covers what is inside it; those are listed here, so a new one is a decision.
 */
interface Node {
  type?: string;
  properties?: Record<string, Node>;
  items?: Node;
  oneOf?: Node[];
  anyOf?: Node[];
  additionalProperties?: boolean | Node;
  const?: unknown;
  enum?: unknown[];
}

/** Every field path of a schema: `sections.*.(hero).title`, `claims.*.label`. */
function schemaPaths(node: Node, path: string, out: Set<string>): Set<string> {
  const variants = (node.oneOf ?? node.anyOf ?? []).flatMap(function flat(variant: Node): Node[] {
    return variant.oneOf || variant.anyOf ? (variant.oneOf ?? variant.anyOf ?? []).flatMap(flat) : [variant];
  });
  const typed =
    variants.length > 1 && variants.every((variant) => variant.properties?.type?.const !== undefined || variant.properties?.type?.enum);
  for (const variant of variants) {
    if (typed) {
      const names =
        variant.properties?.type?.const !== undefined ? [variant.properties.type.const] : (variant.properties?.type?.enum ?? []);
      for (const name of names) {
        const { type: _type, ...rest } = variant.properties ?? {};
        schemaPaths({ type: "object", properties: rest }, `${path}(${String(name)})`, out);
      }
    } else schemaPaths(variant, path, out);
  }
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const at = path ? `${path}.${key}` : key;
    out.add(at);
    schemaPaths(child, at, out);
  }
  if (node.items) schemaPaths(node.items, `${path}.*`, out);
  if (typeof node.additionalProperties === "object") schemaPaths(node.additionalProperties, `${path}.*`, out);
  return out;
}

/** Text boxes that also take a figure as YAML (`{ number: 99.9, unit: percent }`): they hold its fields. */
const written = new Set<string>();

/**
 * A list of typed entries whose translations do not name their type (a form's fields) is one block with
 * every type's fields and a `type` select: its schema paths `fields.*(email).label` are `fields.*.label`.
 */
function mergedTypes(schema: Set<string>, merged: readonly string[]): Set<string> {
  let paths = [...schema];
  for (const list of merged.toSorted((a, b) => a.length - b.length)) {
    const typed = new RegExp(`^${list.replaceAll(/[.*()]/g, (sign) => `\\${sign}`)}\\.\\*\\([^)]*\\)`);
    paths = [...paths.map((path) => path.replace(typed, `${list}.*`)), `${list}.*.type`];
  }
  return new Set(paths);
}

/** Every field path of the configuration, and the hidden ones (which stand for all beneath them). */
function configPaths(fields: EditorField[], path: string, out: Set<string>, hidden: Set<string>, merged: string[] = []): void {
  for (const field of fields) {
    const at = path ? `${path}.${field.name}` : field.name;
    out.add(at);
    if (field.widget === "list" && field.fields?.some((child) => child.name === "type" && child.widget === "select")) merged.push(at);
    if (field.widget === "hidden") hidden.add(at);
    if (field.widget === "string" && field.hint?.includes("{ number")) written.add(at);
    if (field.widget === "object") configPaths(field.fields ?? [], at, out, hidden, merged);
    if (field.widget === "list") {
      // A record's entry names its key in `key` and holds a scalar in `value`; the schema has neither.
      const entry = (field.fields ?? []).filter((child) => child.name !== "key" || field.summary !== "{{key}}");
      const scalar = entry.length === 1 && entry[0]?.name === "value" && field.summary === "{{key}}";
      if (scalar && entry[0]?.widget === "hidden") hidden.add(`${at}.*`);
      if (scalar && entry[0]?.hint?.includes("{ number")) written.add(`${at}.*`);
      if (!scalar) configPaths(entry, `${at}.*`, out, hidden, merged);
      for (const type of field.types ?? []) configPaths(type.fields ?? [], `${at}.*(${type.name})`, out, hidden, merged);
      if (field.field?.widget === "object") configPaths(field.field.fields ?? [], `${at}.*`, out, hidden, merged);
      // A list of records (a table's rows): each entry is the record's list of keyed values.
      if (field.field?.widget === "list") configPaths([{ ...field.field, name: "*" }], at, out, hidden, merged);
    }
  }
}

const config = editorConfig();

test.each(Object.keys(contentKinds) as (keyof typeof contentKinds)[])(
  "every field of the %s schema, at every depth, has its field in the editor's configuration, and no other",
  (kind) => {
    const collection = config.collections.find(
      (entry) => entry.name === { page: "pages", form: "forms", legal: "legal", site: "site" }[kind],
    );
    const fields = new Set<string>();
    const hidden = new Set<string>();
    const merged: string[] = [];
    written.clear();
    configPaths(
      (collection?.fields ?? []).filter((field) => kind !== "legal" || field.name !== "body"),
      "",
      fields,
      hidden,
      merged,
    );
    const schema = mergedTypes(schemaPaths(z.toJSONSchema(contentKinds[kind], { io: "input" }) as Node, "", new Set()), merged);
    const underHidden = (path: string) => [...hidden, ...written].some((at) => path.startsWith(`${at}.`));
    expect([...schema].filter((path) => !fields.has(path) && !underHidden(path))).toEqual([]);
    expect([...fields].filter((path) => !schema.has(path) && !path.endsWith(".*"))).toEqual([]);
    expect([...hidden].sort()).toEqual(KEPT_UNSHOWN[kind]);
  },
);

/**
 * Fields the editor keeps as written without a widget (decision 418): free-form structured data, and a CRM
 * body that is a text or a list of paragraphs, which no one Decap widget holds.
 */
const KEPT_UNSHOWN: Record<keyof typeof contentKinds, string[]> = {
  page: ["structuredData"],
  form: ["crm.body.*"],
  legal: ["structuredData"],
  site: ["defaults.structuredData"],
};

test("the three languages are side by side: English, Russian and Uzbek, each file named as the repository names it", () => {
  expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "ru", "uz"], default_locale: "en" });
  expect(config.collections.map((collection) => [collection.name, collection.folder, collection.extension])).toEqual([
    ["pages", "content/pages", "yaml"],
    ["forms", "content/forms", "yaml"],
    ["legal", "content/legal", "md"],
    ["site", "content", "yaml"],
  ]);
});

test("a page's sections are typed blocks with their limits and allowed values", () => {
  const sections = config.collections[0]?.fields.find((field) => field.name === "sections");
  const hero = sections?.types?.find((type) => type.name === "hero");
  expect(sections?.typeKey).toBe("type");
  expect(hero?.fields?.find((field) => field.name === "title")).toMatchObject({
    widget: "string",
    required: true,
    pattern: ["^[\\s\\S]{0,80}$", "holds at most 80 characters"],
  });
  const cards = sections?.types?.find((type) => type.name === "cards");
  expect(cards?.fields?.find((field) => field.name === "columns")).toMatchObject({ widget: "select", options: [2, 3, 4] });
});
