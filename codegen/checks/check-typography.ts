import type { Content } from "../load.ts";
import { perObject } from "../per-object.ts";
import type { ProblemCode } from "../problem-codes.ts";
import type { Problem } from "../problems.ts";
import type { Locale } from "#model/schema/locales.ts";
import type { TranslationFile } from "../translation-files.ts";
import { translatable } from "../translatable.ts";
import { proseOf } from "../typography.ts";
import { problemAt, type FieldPath, type YamlSource } from "../yaml-source.ts";

/** A number with one decimal point, not part of a date, an address or a version such as 1.2.3. */
const POINT_FIGURE = /(?<![\d.,])\d+\.\d+(?!\d|\.\d)/g;
/** "1.2 Исключения": a clause number before its capitalised heading, not a figure. */
const CLAUSE_NUMBER = /^\s+\p{Lu}/u;
/** "TLS 1.3": a version after a Latin name; a percentage after one ("SLA 99.999%") is still a figure. */
const AFTER_NAME = /[A-Za-z][\w-]*\s$/;
const PERCENT_AFTER = /^\s?[%‰]/;

/** An apostrophe Uzbek does not use, inside a word or after o/g: ' ’ ‘ or `. */
const FOREIGN_APOSTROPHE = /(?<=\p{L})['’‘`](?=\p{L})|(?<=[oOgG])['’‘`]/gu;
/** ʻ (U+02BB) belongs after o and g only; there ʼ (U+02BC) is the wrong one. */
const MISPLACED_MARK = /(?<![oOgG])ʻ|(?<=[oOgG])ʼ/gu;
const CYRILLIC = /\p{Script=Cyrillic}+/u;

type Finding = { code: ProblemCode; message: string };

/**
 * A range of two numbers joined by a hyphen-minus ("$0.12-$0.24", "2-4 vCPU", "2020-2025"). Not a date
 * (2026-11-30), a standard's part (ISO/IEC 20000-1) or a part of a longer code (1-2-3).
 */
const HYPHEN_RANGE = /(?<![\p{L}\d.,/-])([$€]?)(\d+(?:[.,]\d+)?)-([$€]?)(\d+(?:[.,]\d+)?)(?![\d-])/gu;
const isDate = (first: string, second: string) => /^\d{4}$/.test(first) && /^\d{2}$/.test(second);
const isStandardPart = (first: string, second: string) => /^\d{4,}$/.test(first) && /^\d$/.test(second);

/**
 * Typography the build cannot fix on its own, checked in every translation's texts: a decimal point in a
 * Russian figure, and in Uzbek an apostrophe other than ʻ and ʼ or a Cyrillic letter (docs/decisions/348);
 * and in the English texts a range typed with a hyphen, which English sets with an en dash as the
 * translations do (decision 476).
 */
export function checkTypography(content: Content): Problem[] {
  const english = [
    ...content.pages.map((page) => ["page", page.source] as const),
    ...content.forms.map((form) => ["form", form.source] as const),
    ["site", content.site.source] as const,
  ];
  return [...content.translations.flatMap(checkTranslation), ...english.flatMap(([kind, source]) => checkEnglishRanges(kind, source))];
}

/** The hyphen ranges of one English file's prose, once per version of the file in a session. */
const checkEnglishRanges = (kind: "page" | "form" | "site", source: YamlSource): Problem[] => englishRanges(source)(kind);
const englishRanges = perObject((source: YamlSource) => (kind: "page" | "form" | "site"): Problem[] => {
  const problems: Problem[] = [];
  const walk = (value: unknown, path: FieldPath): void => {
    if (!translatable(kind, value, path)) return;
    if (typeof value === "string") {
      for (const range of hyphenRanges(proseOf(value)))
        problems.push(problemAt(source, path, "CG215", `"${range}" joins a range with a hyphen; write ${range.replace("-", "–")}`));
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === "object") for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
  };
  walk(source.value, []);
  return problems;
});

/** The ranges of a text typed with a hyphen-minus between their numbers. */
function hyphenRanges(text: string): string[] {
  return [...text.matchAll(HYPHEN_RANGE)]
    .filter(({ 2: first, 4: second }) => !isDate(first!, second!) && !isStandardPart(first!, second!))
    .map(({ 0: range }) => range);
}

/** One translation's typography, once per version of the file in a session (codegen/per-object.ts). */
const checkTranslation = perObject((translation: TranslationFile): Problem[] => {
  const problems: Problem[] = [];
  const inspect = findingsIn(translation.locale);
  const walk = (value: unknown, path: FieldPath): void => {
    if (typeof value === "string") {
      for (const { code, message } of inspect(value)) problems.push(problemAt(translation.source, path, code, message));
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === "object") for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
  };
  walk(translation.source.value, []);
  for (const block of translation.body?.blocks ?? []) {
    for (const { code, message } of inspect(block.text)) {
      problems.push({ file: translation.source.file, line: block.line, col: block.col, path: "(markdown)", code, message });
    }
  }
  return problems;
});

function findingsIn(locale: Locale): (text: string) => Finding[] {
  if (locale === "ru") return russianFindings;
  if (locale === "uz") return uzbekFindings;
  return () => [];
}

function russianFindings(text: string): Finding[] {
  return pointFigures(proseOf(text)).map((figure) => ({
    code: "CG190",
    message: `"${figure}" has a decimal point; Russian writes ${figure.replace(".", ",")}`,
  }));
}

/**
 * The figures of a Russian text written with a decimal point (5.26, 99.999%), which Russian writes with a
 * comma; dates, addresses, versions (TLS 1.3) and clause numbers (1.2 Исключения) are not figures. The
 * rendered-page test reads pages with it too.
 */
export function pointFigures(text: string): string[] {
  return [...text.matchAll(POINT_FIGURE)]
    .filter(({ 0: figure, index }) => {
      const before = text.slice(0, index);
      const after = text.slice(index + figure.length);
      if (CLAUSE_NUMBER.test(after)) return false;
      return !AFTER_NAME.test(before) || PERCENT_AFTER.test(after);
    })
    .map(({ 0: figure }) => figure);
}

function uzbekFindings(text: string): Finding[] {
  const prose = proseOf(text);
  const findings: Finding[] = [];
  for (const { 0: mark, index } of prose.matchAll(FOREIGN_APOSTROPHE)) {
    const wanted = /[oOgG]/.test(prose[index - 1] ?? "") ? "ʻ (U+02BB)" : "ʼ (U+02BC)";
    findings.push({ code: "CG191", message: `"${wordAt(prose, index)}" has ${describe(mark)}; Uzbek writes ${wanted} here` });
  }
  for (const { 0: mark, index } of prose.matchAll(MISPLACED_MARK)) {
    const wanted = mark === "ʻ" ? "ʼ (U+02BC), the tutuq belgisi" : "ʻ (U+02BB)";
    findings.push({ code: "CG191", message: `"${wordAt(prose, index)}" has ${describe(mark)}; Uzbek writes ${wanted} here` });
  }
  const cyrillic = CYRILLIC.exec(prose);
  if (cyrillic) {
    findings.push({ code: "CG192", message: `"${wordAt(prose, cyrillic.index)}" has Cyrillic letters; Uzbek text is in Latin script` });
  }
  return findings;
}

/** The word around a position, for a message an author can search for. */
function wordAt(text: string, index: number): string {
  const start = text.slice(0, index).search(/\S*$/);
  const end = index + (text.slice(index).search(/\s|$/) || 1);
  return text.slice(start, Math.max(end, index + 1));
}

function describe(mark: string): string {
  return `${mark} (U+${mark.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`;
}
