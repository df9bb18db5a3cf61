import type { Nodes } from "mdast";
import { SHARED_KEYS, TEXT_MAPS } from "./check-translations.ts";
import type { TranslationFile } from "./translation-files.ts";
import { typeset } from "./typography.ts";
import type { FieldPath } from "./yaml-source.ts";

/**
 * A translation's texts set by its language's typographic rules (codegen/typography.ts), before they are
 * laid over the English file. Only a translation's own texts are set: an English text shown in its place
 * keeps English typography. Anchors (`id`, `type`, a form field's `name`, an option's `value`) and
 * search phrases stay as written.
 */
export function typesetTranslation(translation: TranslationFile): TranslationFile {
  const { locale, kind } = translation;
  const asWritten = (path: FieldPath): boolean => {
    const key = path.at(-1);
    if (key === "id" || key === "type" || key === "keywords" || path.includes("keywords")) return true;
    if (kind === "form" && (key === "name" || (key === "value" && path.at(-3) === "options"))) return true;
    return typeof key === "string" && SHARED_KEYS.has(key) && !TEXT_MAPS.has(path.at(-2));
  };
  const walk = (value: unknown, path: FieldPath): unknown => {
    if (typeof value === "string") return asWritten(path) ? value : typeset(value, locale);
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child, [...path, key])]));
    }
    return value;
  };
  const source = { ...translation.source, value: walk(translation.source.value, []) };
  if (!translation.body) return { ...translation, source };
  const tree = structuredClone(translation.body.tree);
  visitText(tree, (node) => {
    // A line break inside a paragraph is a space to the reader, so the rules see it as one.
    node.value = typeset(node.value.replaceAll("\n", " "), locale);
  });
  return { ...translation, source, body: { ...translation.body, tree } };
}

function visitText(node: Nodes, fn: (node: Extract<Nodes, { type: "text" }>) => void): void {
  if (node.type === "text") fn(node);
  if ("children" in node) for (const child of node.children) visitText(child, fn);
}
