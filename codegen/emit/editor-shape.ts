import { Document, isMap, parse } from "yaml";

/**
 * The parts of a JSON Schema (as `z.toJSONSchema` writes it from codegen's zod schemas) that the editor's
 * configuration and its record handling read. Both walk the same emitted schema, so the editor follows the
 * content model without a second description of it.
 */
export interface JsonSchema {
  /** Several for a union of scalars (`z.union([z.string(), z.number()])`). */
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  enum?: (string | number)[];
  const?: string | number | boolean;
  maxLength?: number;
  pattern?: string;
  format?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/**
 * The variants of a union, whichever keyword zod wrote it with (oneOf for a discriminated union), with
 * unions inside it spread out (a text or a figure, where a figure is a number or a range).
 */
export function variantsOf(schema: JsonSchema): JsonSchema[] | undefined {
  return (schema.oneOf ?? schema.anyOf)?.flatMap((variant) => variantsOf(variant) ?? [variant]);
}

/**
 * A map with keys the author chooses (`claims: { uptime: …, network: … }`): the editor shows it as a list
 * of entries, each with its key in a `key` field, since Decap has no widget for free keys.
 */
export function recordValueOf(schema: JsonSchema): JsonSchema | undefined {
  return schema.type === "object" && !schema.properties && typeof schema.additionalProperties === "object"
    ? schema.additionalProperties
    : undefined;
}

/** The field a record's entry carries its key in, in the editor. */
export const RECORD_KEY = "key";

/** The field a record's scalar value sits in, in the editor (`rows: [{ key: plan, value: Basic }]`). */
export const RECORD_VALUE = "value";

/** Whether a record's values are objects, whose fields sit beside the key, or scalars, in `value`. */
export function recordHoldsObjects(value: JsonSchema): boolean {
  return objectVariants(value) !== undefined;
}

/**
 * The object shapes a value may take: one object, or a union whose every variant is an object. Undefined
 * for scalars and for unions that mix scalars and objects (which no Decap widget can hold).
 */
export function objectVariants(schema: JsonSchema): JsonSchema[] | undefined {
  if (schema.type === "object" && schema.properties) return [schema];
  const variants = variantsOf(schema);
  if (variants?.every((variant) => variant.type === "object" && variant.properties)) return variants;
  return undefined;
}

/** A text or an object (a figure, a pending fact): the editor shows the object as its YAML in a text box. */
export function textOrObject(schema: JsonSchema): boolean {
  const variants = variantsOf(schema);
  return (
    variants !== undefined &&
    variants.some((variant) => variant.type === "string") &&
    variants.every((variant) => variant.type === "string" || (variant.type === "object" && variant.properties))
  );
}

/** The variant of a discriminated union an entry is, by its `type`; the union's properties merged otherwise. */
function shapeOfEntry(variants: JsonSchema[], entry: unknown): JsonSchema {
  const type = entry !== null && typeof entry === "object" ? (entry as Record<string, unknown>).type : undefined;
  const chosen = variants.find((variant) => typeConstants(variant).includes(type as string));
  if (chosen) return chosen;
  return { type: "object", properties: Object.assign({}, ...variants.map((variant) => variant.properties)) };
}

/** The `type` values a variant stands for: its constant, or each value of its enum. */
export function typeConstants(variant: JsonSchema): (string | number)[] {
  const type = variant.properties?.type;
  if (type?.const !== undefined && typeof type.const !== "boolean") return [type.const];
  return type?.enum ?? [];
}

/** `{ number: 99.999, unit: percent }`, as an author writes a figure. */
function asFlowYaml(value: { [key: string]: Json }): string {
  const document = new Document(value);
  if (isMap(document.contents)) document.contents.flow = true;
  return document.toString({ lineWidth: 0 }).trim();
}

function readYaml(text: string): Json | undefined {
  try {
    return parse(text) as Json;
  } catch {
    return undefined;
  }
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isEntry = (value: Json | undefined): value is { [key: string]: Json } =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A file's values as the editor shows them: each record a list of entries with their key (see RECORD_KEY). */
export function toEditorValues(schema: JsonSchema, value: Json): Json {
  return convert(schema, value, "toEditor");
}

/** The editor's values as the file holds them: each list of keyed entries a record again. */
export function fromEditorValues(schema: JsonSchema, value: Json): Json {
  return convert(schema, value, "fromEditor");
}

function convert(schema: JsonSchema, value: Json, way: "toEditor" | "fromEditor"): Json {
  const record = recordValueOf(schema);
  // A record of `z.unknown()` values is shown nowhere and kept as it is.
  if (record && (record.type || variantsOf(record))) {
    const objects = recordHoldsObjects(record);
    if (way === "toEditor" && isEntry(value)) {
      return Object.entries(value).map(([key, entry]): Json => {
        const converted = convert(record, entry, way);
        return objects && isEntry(converted) ? { [RECORD_KEY]: key, ...converted } : { [RECORD_KEY]: key, [RECORD_VALUE]: converted };
      });
    }
    if (way === "fromEditor" && Array.isArray(value)) {
      return Object.fromEntries(
        value.filter(isEntry).map((entry) => {
          const { [RECORD_KEY]: key, ...fields } = entry;
          return [String(key), convert(record, objects ? fields : (fields[RECORD_VALUE] ?? null), way)];
        }),
      );
    }
    return value;
  }
  if (textOrObject(schema)) {
    if (way === "toEditor" && isEntry(value)) return asFlowYaml(value);
    // A figure's YAML, read back when it is one of the object's shapes; a text such as "{{uptime}} SLA" stays text.
    if (way === "fromEditor" && typeof value === "string" && value.trimStart().startsWith("{")) {
      const read = readYaml(value);
      const shapes = variantsOf(schema)?.filter((variant) => variant.properties) ?? [];
      if (isEntry(read) && shapes.some((shape) => Object.keys(read).every((key) => key in (shape.properties ?? {})))) return read;
    }
    return value;
  }
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    const variants = objectVariants(items);
    return value.map((entry) => convert(variants ? shapeOfEntry(variants, entry) : items, entry, way));
  }
  if (isEntry(value)) {
    const variants = objectVariants(schema);
    const shape = variants ? shapeOfEntry(variants, value) : schema;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const childSchema = shape.properties?.[key];
        return [key, childSchema ? convert(childSchema, child, way) : child];
      }),
    );
  }
  return value;
}
