import type { Nodes } from "mdast";
import { SHARED_KEYS, TEXT_MAPS } from "./translatable.ts";
import type { Content, Loaded } from "./load.ts";
import { DEFAULT_LOCALE, type Locale } from "#model/schema/locales.ts";
import type { TranslationFile, TranslationKind } from "./translation-files.ts";
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
  const source = { ...translation.source, value: typesetValue(translation.source.value, locale, kind) };
  if (!translation.body) return { ...translation, source };
  return { ...translation, source, body: { ...translation.body, tree: typesetTree(translation.body.tree, locale) } };
}

/**
 * The English edition as shown: its texts set by the English rules, which only bind what a line must
 * not split (a number and its unit, a range); checks read the texts as their authors typed them.
 */
export function typesetEnglish(content: Content): Content {
  const set = <Data>(file: Loaded<Data>, kind: TranslationKind): Loaded<Data> => ({
    ...file,
    data: typesetValue(file.data, DEFAULT_LOCALE, kind) as Data,
  });
  return {
    ...content,
    site: set(content.site, "site"),
    pages: content.pages.map((page) => set(page, "page")),
    forms: content.forms.map((form) => set(form, "form")),
    legal: content.legal.map((legal) => ({
      ...set(legal, "legal"),
      body: { ...legal.body, tree: typesetTree(legal.body.tree, DEFAULT_LOCALE) },
    })),
  };
}

/** A file's values with each text typeset, anchors and shared values as written. */
function typesetValue(value: unknown, locale: Locale, kind: TranslationKind): unknown {
  const asWritten = (path: FieldPath): boolean => {
    const key = path.at(-1);
    if (key === "id" || key === "type" || key === "keywords" || path.includes("keywords")) return true;
    if (kind === "form" && (key === "name" || (key === "value" && path.at(-3) === "options"))) return true;
    return typeof key === "string" && SHARED_KEYS.has(key) && !TEXT_MAPS.has(path.at(-2));
  };
  const walk = (value: unknown, path: FieldPath): unknown => {
    if (typeof value === "string") return asWritten(path) ? value : typeset(value, locale);
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    // Plain objects only: a parsed value such as a Date keeps its class.
    if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child, [...path, key])]));
    }
    return value;
  };
  return walk(value, []);
}

/** A Markdown body with its texts typeset. */
function typesetTree<Tree extends Nodes>(source: Tree, locale: Locale): Tree {
  const tree = structuredClone(source);
  visitText(tree, (node) => {
    // A line break inside a paragraph is a space to the reader, so the rules see it as one.
    node.value = typeset(node.value.replaceAll("\n", " "), locale);
  });
  return tree;
}

function visitText(node: Nodes, fn: (node: Extract<Nodes, { type: "text" }>) => void): void {
  if (node.type === "text") fn(node);
  if ("children" in node) for (const child of node.children) visitText(child, fn);
}
