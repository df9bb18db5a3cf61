import type { Content, LoadedLegal } from "../load.ts";
import { markdownPosition, type ParsedMarkdown } from "../markdown.ts";
import { perObject } from "../per-object.ts";
import type { Problem } from "../problems.ts";
import { LANGUAGE_NAMES_IN_ENGLISH, type Locale } from "#model/schema/locales.ts";
import { codePointsOf, TYPEFACE_FILE_OF, TYPEFACE_FILES, type TypefaceFile } from "#model/typeface.ts";
import type { TranslationFile } from "../translation-files.ts";
import { findInTexts, type YamlSource } from "../yaml-source.ts";

/** What no page sets in the typeface: a search result's description and phrases, data for machines, an input's pattern. */
const UNSET_TOP_LEVEL_KEYS: ReadonlySet<PropertyKey> = new Set(["description", "keywords", "structuredData"]);
const UNSET_KEYS: ReadonlySet<PropertyKey> = new Set(["pattern"]);

const covered = new Map<TypefaceFile, ReadonlySet<number>>(
  Object.entries(TYPEFACE_FILES).map(([file, { unicodeRange }]) => [file as TypefaceFile, new Set(codePointsOf(unicodeRange))]),
);

interface Missing {
  index: number;
  text: string;
}

/**
 * Each character a text holds that the typeface file of its language lacks (CG193), at its line and column:
 * a visitor would see it in another font, inside a line of Inter. English texts are checked against the
 * Latin file, which every language's file holds, since they show on every language's pages until translated.
 * A Cyrillic letter in Uzbek is CG192's to report.
 */
export function checkTypeface(content: Content): Problem[] {
  const english = [content.site, ...content.pages, ...content.forms, ...content.legal];
  return [
    ...english.flatMap(({ source }) => inYaml(source)),
    ...content.legal.flatMap(inLegalBody),
    ...content.translations.flatMap(inTranslation),
  ];
}

const inYaml = perObject((source: YamlSource) => missingInYaml(source, "en"));
const inLegalBody = perObject((document: LoadedLegal) => missingInMarkdown(document.body, document.source.file, "en"));

/** One translation, once per version of the file in a session (codegen/per-object.ts). */
const inTranslation = perObject((translation: TranslationFile): Problem[] => [
  ...missingInYaml(translation.source, translation.locale),
  ...(translation.body ? missingInMarkdown(translation.body, translation.source.file, translation.locale) : []),
]);

function missingInYaml(source: YamlSource, locale: Locale): Problem[] {
  const shown = source
    .texts()
    .filter(({ path }) => !UNSET_KEYS.has(path.at(-1)!) && !(path.length > 0 && UNSET_TOP_LEVEL_KEYS.has(path[0]!)));
  return findInTexts(shown, missingFrom(locale)).map(({ path, line, col, found }) => ({
    file: source.file,
    line,
    col,
    path,
    code: "CG193",
    message: messageFor(found.text, locale),
  }));
}

/** An HTML comment in Markdown is an author's note, never shown. */
const COMMENT = /<!--[\s\S]*?-->/g;

function missingInMarkdown(body: ParsedMarkdown, file: string, locale: Locale): Problem[] {
  const position = markdownPosition(body);
  const notes = [...body.text.matchAll(COMMENT)].map((match) => [match.index, match.index + match[0].length] as const);
  const shown = missingFrom(locale)(body.text).filter(({ index }) => !notes.some(([start, end]) => start <= index && index < end));
  return shown.map(({ index, text }) => ({
    file,
    ...position(index),
    path: "(markdown)",
    code: "CG193",
    message: messageFor(text, locale),
  }));
}

function missingFrom(locale: Locale): (text: string) => Missing[] {
  const has = covered.get(TYPEFACE_FILE_OF[locale])!;
  return (text) =>
    [...text.matchAll(/./gsu)]
      .filter(([character]) => !has.has(character.codePointAt(0)!) && !(locale === "uz" && /\p{Script=Cyrillic}/u.test(character)))
      .map((match) => ({ index: match.index, text: match[0] }));
}

function messageFor(character: string, locale: Locale): string {
  const codePoint = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  return `"${character}" (${codePoint}) is not in the typeface's file for ${LANGUAGE_NAMES_IN_ENGLISH[locale]} pages: visitors would see it in another font`;
}
