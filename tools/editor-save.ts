import { isDeepStrictEqual } from "node:util";
import { isMap, isScalar, isSeq, parseDocument, Scalar, type Document, type Node } from "yaml";
import type { Json } from "../codegen/emit/editor-shape.ts";

/** A changed value's new source text, at its place in the file. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The yaml package folds at 80 columns by default; authors' lines stay whole. */
const UNFOLDED = { lineWidth: 0 } as const;

/**
 * The YAML a file holds after an editor's save. A save that changes values only (the common one: a title, a
 * label) rewrites just those values in the file's own text, so every other byte, comment, key order, flow
 * or block style and quote stays as the author wrote it. A save that adds or removes entries writes the
 * values into the file's parsed document, which keeps comments and key order but sets the layout anew.
 * Decap itself would write the whole file from its own data (decision 418).
 */
export function savedYaml(current: string, values: Json): string {
  const document = parseDocument(current);
  const edits: Edit[] = [];
  const layout = { changed: false };
  document.contents = merged(document, document.contents, values, edits, layout) as typeof document.contents;
  if (!layout.changed) {
    const text = edits
      .toSorted((a, b) => b.start - a.start)
      .reduce((source, edit) => source.slice(0, edit.start) + edit.text + source.slice(edit.end), current);
    if (isDeepStrictEqual(yamlValues(text), yamlValues(document.toString(UNFOLDED)))) return text;
  }
  return document.toString(UNFOLDED);
}

/** A file's values as plain data. */
export function yamlValues(text: string): Json {
  return (parseDocument(text).toJS() ?? {}) as Json;
}

/** Empty values an editor form leaves in fields the file never had: not written, as an author would not. */
export function isBlank(value: Json): boolean {
  if (value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value).length === 0;
}

function merged(document: Document, node: unknown, value: Json, edits: Edit[], layout: { changed: boolean }): Node | null {
  if (isMap(node) && value !== null && typeof value === "object" && !Array.isArray(value)) {
    const kept = node.items.filter((pair) => isScalar(pair.key) && String(pair.key.value) in value);
    if (kept.length !== node.items.length) layout.changed = true;
    node.items = kept;
    for (const [key, child] of Object.entries(value)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
      if (pair) pair.value = merged(document, pair.value, child, edits, layout);
      else if (!isBlank(child)) {
        node.items.push(document.createPair(key, child));
        layout.changed = true;
      }
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    if (node.items.length !== value.length) layout.changed = true;
    node.items = value.map((child, index) => merged(document, node.items[index], child, edits, layout));
    return node;
  }
  if (isScalar(node) && (value === null || typeof value !== "object")) {
    if (node.value === value) return node;
    const text = sourceOf(node, value);
    if (text === undefined || !node.range) layout.changed = true;
    else edits.push({ start: node.range[0], end: node.range[1], text });
    // The node keeps its comments; its value is the new one for the document's rendering.
    node.value = value;
    return node;
  }
  layout.changed = true;
  return document.createNode(value);
}

/** Plain text that reads back as the same string in a block and in a flow collection. */
const SAFE_PLAIN = /^[\p{L}\p{N}(][^#:,[\]{}\n"'`]*[^\s#:,[\]{}"'`]$|^[\p{L}\p{N}]$/u;

/**
 * A new value's source text in the style its old value was written in: plain where it stays plain, quoted
 * otherwise. Undefined for a block scalar (`|`, `>`), which the document's rendering writes.
 */
function sourceOf(node: Scalar, value: Json): string | undefined {
  if (typeof value !== "string") return String(value);
  if (node.type === Scalar.QUOTE_SINGLE) return `'${value.replaceAll("'", "''")}'`;
  if (node.type === Scalar.PLAIN && SAFE_PLAIN.test(value) && typeof yamlValues(`v: ${value}`) === "object") {
    const read = yamlValues(`v: ${value}`) as Record<string, Json>;
    if (read.v === value) return value;
  }
  if (node.type === Scalar.PLAIN || node.type === Scalar.QUOTE_DOUBLE) return JSON.stringify(value);
  return undefined;
}
