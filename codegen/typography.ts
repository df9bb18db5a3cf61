import type { Locale } from "#model/schema/locales.ts";

/** U+00A0: joins two words so a line never breaks between them. */
export const NBSP = "\u00a0";
/** U+2060 WORD JOINER: an invisible mark that forbids a line break where it stands, after a dash or a slash. */
const WORD_JOINER = "\u2060";

/**
 * Spans no typographic rule may touch, because a byte of them matters: `{{claim}}` and `{field}`
 * placeholders, a Markdown link's target, inline code, URLs, the site's own paths ("/partners/idsnext") and
 * e-mail addresses.
 */
const PROTECTED =
  /\{\{\s*[\w.]+\s*\}\}|\{[\w.]+(?:\|[^{}]*)?\}|\]\([^)\s]*\)|`[^`]*`|\b(?:https?:\/\/|www\.)[^\s<>"«»]+|(?<!\S)\/[a-z0-9][\w\-/.#?=&]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * A protected span stands in the text as one private-use character while the rules run: it is a
 * "word" to them (a preposition before `{{uptime}}` still joins it) but never a digit or a space.
 */
const TOKEN_BASE = 0xe000;
const TOKEN = /[\ue000-\uf8ff]/g;

type Rule = readonly [pattern: RegExp, replacement: string | ((match: string, ...groups: string[]) => string)];

/** `...` is one character, an ellipsis. */
const ellipsis: Rule = [/(?<!\.)\.\.\.(?!\.)/g, "…"];
/** "10 000" is one figure: its groups of three never part. */
const digitGroups: Rule = [/(?<![\d.,])\d{1,3}(?: \d{3})+(?!\d)/g, (figure) => figure.replaceAll(" ", NBSP)];
/** A number keeps the word or sign after it on its line: «14 дней», «100 Гбит/с», «99,999 %», "5,26 daqiqa". */
const numberAndUnit: Rule = [/(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)?) (?=[\p{L}%‰$€₽£¥°])/gu, `$1${NBSP}`];
/** A sign before a number keeps it: «< 2 мс», «№ 58». */
const signAndNumber: Rule = [/(?<![\p{L}\p{N}])([<>≤≥≈~№§]) (?=\d)/gu, `$1${NBSP}`];
/** «№» keeps any number after it («№ ЗРУ-547»), and so does a Russian abbreviation: «г. Ташкент», «ст. 17». */
const abbreviation: Rule = [/(?<![\p{L}\p{N}])(№|г\.|ул\.|пр\.|д\.|ст\.|п\.) (?=\S)/gu, `$1${NBSP}`];
/** A dash never starts a line: the space before «—» (and a spaced en dash) does not break. */
const spaceBeforeDash: Rule = [/ +(—|–(?= ))/g, `${NBSP}$1`];
/**
 * A numeric range is one figure: no line breaks after its dash («0,12–0,24 $», "2–4 vCPU"), an en dash or
 * a hyphen typed between two lone numbers ("2-4 vCPU", "$0.23-$0.46/hr"; a date's "2026-11-27" is no range).
 */
const unbrokenRange: Rule = [
  /(?<![\d-])(\d+(?:[.,]\d+)?)([–-])(?=[$€]?\d+(?:[.,]\d+)?(?![\d-]))|(\d)–(?=\d)/g,
  (match, number?: string, dash?: string, digit?: string) => (number ? `${number}${dash}` : `${digit}–`) + WORD_JOINER,
];
/**
 * A compound unit is one word: no line breaks after its slash («$/ч», «Гбит/с», "Gbit/s"), nor after a
 * number's slash before a short unit ("$0.46/hr", "0,24/oy"); "$5/user/month" may still wrap after "5/".
 */
const unbrokenUnit: Rule = [/(?<=[$€\p{L}])\/(?=\p{L})|(?<=\d)\/(?=\p{L}{1,3}(?!\p{L}))/gu, `/${WORD_JOINER}`];
/** Russian sets a space before the percent sign, as figures written as data already have it («75 %», «99,999 %»). */
const percentSpace: Rule = [/(\d)%/g, `$1${NBSP}%`];
/** A one-letter preposition or conjunction stays with the word after it: «в Ташкенте», «и данные». */
const oneLetterWord: Rule = [/(?<![\p{L}\p{N}-])([вкосуиаяВКОСУИАЯ]) (?=\S)/gu, `$1${NBSP}`];

/**
 * Each language's rules, in order. English keeps what its authors typed except where a line may not
 * break: a number with its unit, a sign with its number, a range, a compound unit (docs/decisions/395).
 */
const RULES: Readonly<Record<Locale, readonly Rule[]>> = {
  en: [numberAndUnit, signAndNumber, unbrokenRange, unbrokenUnit],
  ru: [
    ellipsis,
    digitGroups,
    percentSpace,
    numberAndUnit,
    signAndNumber,
    abbreviation,
    spaceBeforeDash,
    oneLetterWord,
    unbrokenRange,
    unbrokenUnit,
  ],
  uz: [ellipsis, digitGroups, numberAndUnit, signAndNumber, unbrokenRange, unbrokenUnit],
};

/**
 * A text as a typesetter of its language would set it: non-breaking spaces and word joiners where a
 * line must not break, a space before a Russian percent sign, an ellipsis for three dots. Placeholders, link targets, code, URLs and e-mail addresses stay byte for
 * byte (docs/decisions/348).
 */
export function typeset(text: string, locale: Locale): string {
  const rules = RULES[locale];
  const kept: string[] = [];
  let result = text.replace(TOKEN, (char) => hold(kept, char)).replace(PROTECTED, (span) => hold(kept, span));
  for (const [pattern, replacement] of rules) {
    result = typeof replacement === "string" ? result.replace(pattern, replacement) : result.replace(pattern, replacement);
  }
  return result.replace(TOKEN, (token) => kept[token.charCodeAt(0) - TOKEN_BASE]!);
}

/** Keeps a span aside and returns the character that stands for it. */
function hold(kept: string[], span: string): string {
  kept.push(span);
  return String.fromCharCode(TOKEN_BASE + kept.length - 1);
}

/** The parts of a text the figure and script checks read: the text with its protected spans blanked. */
export function proseOf(text: string): string {
  return text.replace(PROTECTED, (span) => " ".repeat(span.length));
}
