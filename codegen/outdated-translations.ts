import type { RootContent } from "mdast";
import type { TranslationFile } from "./translation-files.ts";
import type { FieldPath } from "./yaml-source.ts";

/**
 * A translated element English has changed since it was translated (codegen/checks/check-translations.ts): a text
 * or list at a path of a YAML translation, or top-level blocks of a legal translation's Markdown with the
 * English blocks to show instead.
 */
export type OutdatedPlace =
  | { translation: TranslationFile; path: FieldPath }
  | { translation: TranslationFile; splice: { at: number; remove: number; english: readonly RootContent[] } };

/**
 * The translations without their outdated elements, so the overlay (codegen/localize.ts) shows the English
 * element there, as it does for a text not translated yet: never a stale figure or link
 * (docs/decisions/373). English Markdown blocks are marked `lang: "en"` for the page to say so.
 */
export function withoutOutdated(translations: readonly TranslationFile[], outdated: readonly OutdatedPlace[]): TranslationFile[] {
  if (outdated.length === 0) return [...translations];
  return translations.map((translation) => {
    const places = outdated.filter(
      ({ translation: { englishFile, locale } }) => englishFile === translation.englishFile && locale === translation.locale,
    );
    if (places.length === 0) return translation;
    let value = translation.source.value;
    let body = translation.body;
    // From the last block to the first, so each splice finds its blocks where the check saw them; of two at
    // one place (the check notes them in reading order) the later goes in first, so the earlier ends up first.
    const splices = places
      .flatMap((place, order) => ("splice" in place ? [{ ...place.splice, order }] : []))
      .sort((a, b) => b.at - a.at || b.order - a.order);
    if (body && splices.length > 0) {
      const children = [...body.tree.children];
      for (const { at, remove, english } of splices) {
        children.splice(at, remove, ...english.map((node) => ({ ...structuredClone(node), data: { ...node.data, lang: "en" as const } })));
      }
      body = { ...body, tree: { ...body.tree, children } };
    }
    for (const place of places) if ("path" in place) value = without(value, place.path);
    return { ...translation, source: { ...translation.source, value }, ...(body && { body }) };
  });
}

/** The value with what is at `path` taken out: a key removed, a list entry left empty (null) so the others keep their places. */
function without(value: unknown, path: FieldPath): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return undefined;
  if (Array.isArray(value) && typeof key === "number") {
    return value.map((item, index) => (index === key ? (rest.length === 0 ? null : without(item, rest)) : item));
  }
  if (value && typeof value === "object" && typeof key === "string" && key in value) {
    const entries = { ...(value as Record<string, unknown>) };
    if (rest.length === 0) delete entries[key];
    else entries[key] = without(entries[key], rest);
    return entries;
  }
  return value;
}
