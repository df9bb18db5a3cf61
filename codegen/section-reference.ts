import { z } from "zod";
import { section } from "#model/schema/sections.ts";

/** The part of a JSON Schema the reference reads. */
interface Schema {
  type?: string;
  const?: unknown;
  enum?: readonly unknown[];
  format?: string;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: readonly string[];
  items?: Schema;
  anyOf?: readonly Schema[];
  oneOf?: readonly Schema[];
  additionalProperties?: Schema | boolean;
  description?: string;
}

const REFERENCE_START = "<!-- section reference: written by `npm run section-reference` from model/schema/sections.ts -->";
const REFERENCE_END = "<!-- end of section reference -->";

/**
 * Every section type with its fields and a short example, in Markdown, from the zod schema itself: what
 * content/README.md shows between its markers, so the reference cannot drift from what codegen accepts.
 */
function sectionReference(): string {
  const kinds = (z.toJSONSchema(section, { io: "input" }) as Schema).oneOf ?? [];
  return kinds.map(describeKind).join("\n\n");
}

function describeKind(kind: Schema): string {
  const type = String(kind.properties?.type?.const);
  const fields = Object.entries(kind.properties ?? {}).filter(([name]) => name !== "type");
  const required = new Set(kind.required ?? []);
  const lines = fields.map(([name, field]) => `- \`${name}\`${required.has(name) ? " (required)" : ""}: ${describe(field)}`);
  const example = ["```yaml", `- type: ${type}`, ...exampleFields(kind, "  "), "```"];
  return [`### \`${type}\``, "", ...lines, "", ...example].join("\n");
}

/** A field's kind in words: text and its limit, a number, a choice, a list of entries and their fields. */
function describe(schema: Schema): string {
  const note = schema.description ? ` (${schema.description.replace(/\.$/, "")})` : "";
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(describe).join(", or ") + note;
  if (schema.const !== undefined) return `\`${String(schema.const)}\`${note}`;
  if (schema.enum) return `one of ${schema.enum.map((value) => `\`${String(value)}\``).join(", ")}${note}`;
  switch (schema.type) {
    case "string":
      if (schema.format === "date") return `a date, YYYY-MM-DD${note}`;
      return `text${schema.maxLength ? ` of at most ${schema.maxLength} characters` : ""}${note}`;
    case "number":
    case "integer":
      return `a number${note}`;
    case "boolean":
      return `true or false${note}`;
    case "array":
      return `a list, each entry ${schema.items ? describe(schema.items) : "anything"}${note}`;
    case "object": {
      if (!schema.properties) {
        const values = typeof schema.additionalProperties === "object" ? describe(schema.additionalProperties) : "anything";
        return `a mapping of names to ${values}${note}`;
      }
      const required = new Set(schema.required ?? []);
      const names = Object.keys(schema.properties).map((name) => `\`${name}\`${required.has(name) ? " (required)" : ""}`);
      return `fields ${names.join(", ")}${note}`;
    }
    default:
      return `any value${note}`;
  }
}

/** The required fields of an object as YAML lines, each list with one entry of its own required fields. */
function exampleFields(schema: Schema, indent: string): string[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => required.has(name) && name !== "type")
    .flatMap(([name, field]) => {
      // Of entries that take one of several shapes, the first shape.
      const entry = field.items?.anyOf?.[0] ?? field.items?.oneOf?.[0] ?? field.items;
      if (field.type === "array" && entry?.properties) {
        const [first = "", ...rest] = exampleFields(entry, `${indent}    `);
        return [`${indent}${name}:`, `${indent}  - ${first.trimStart()}`, ...rest];
      }
      if (field.type === "array") return [`${indent}${name}: [${exampleValue(entry ?? {})}]`];
      if (field.type === "object" && field.properties) return [`${indent}${name}:`, ...exampleFields(field, `${indent}  `)];
      return [`${indent}${name}: ${exampleValue(field)}`];
    });
}

function exampleValue(schema: Schema): string {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.[0]) return exampleValue(alternatives[0]);
  if (schema.const !== undefined) return String(schema.const);
  if (schema.enum?.[0] !== undefined) return String(schema.enum[0]);
  if (schema.type === "number" || schema.type === "integer") return "1";
  if (schema.type === "boolean") return "true";
  if (schema.format === "date") return "2026-12-31";
  return "…";
}

/** content/README.md with the reference between its markers written anew. */
export function withSectionReference(readme: string): string {
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start < 0 || end < start)
    throw new Error(`content/README.md lacks the section reference markers:\n${REFERENCE_START}\n${REFERENCE_END}`);
  return `${readme.slice(0, start + REFERENCE_START.length)}\n\n${sectionReference()}\n\n${readme.slice(end)}`;
}
