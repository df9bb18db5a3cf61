import type { Locale } from "./schema/locales.ts";

/**
 * The Inter files the site ships: one per set of scripts a page is written in, so that a page's text
 * arrives in one file and takes the typeface all at once (decision 434). Each holds the characters the
 * site's languages are written with and the punctuation an editor types, nothing more: a first visit
 * fetches its file beside the page, and every character and every weight is bytes of it (decision 491).
 * Uzbek is Latin, its oʻ and gʻ marks (U+02BB, U+02BC) are in the Latin cut.
 * `npm run typeface` (release/subset-typeface.ts) cuts each file from the full variable Inter into
 * app/ui/fonts/, which is committed; codegen refuses a text with a character its language's file lacks.
 */
// ASCII (with the controls no font draws, as a text's newline); no-break space, ©, «, soft hyphen, °,
// ±, ·, », ×; Uzbek's ʻ ʼ; en and em dashes, curly quotes, ellipsis, the word joiner the typesetter binds
// figures with; €, ™, the minus sign.
const LATIN =
  "U+0000-007E,U+00A0,U+00A9,U+00AB,U+00AD,U+00B0-00B1,U+00B7,U+00BB,U+00D7,U+02BB-02BC,U+2013-2014,U+2018-2019,U+201C-201E,U+2026,U+2060,U+20AC,U+2122,U+2212";
/** Russian's 33 letters, capital and small, and the numero sign. */
const CYRILLIC = "U+0401,U+0410-044F,U+0451,U+2116";

/**
 * The weights the site sets (the theme's regular 400, medium 500 and bold 700): the files keep Inter's
 * weight axis over this span only, which halves what its variations weigh against 100–900.
 */
export const TYPEFACE_WEIGHTS = { min: 400, max: 700 } as const;

export const TYPEFACE_FILES = {
  latin: { family: "Inter", unicodeRange: LATIN },
  "latin-cyrillic": { family: "Inter Cyrillic", unicodeRange: `${LATIN},${CYRILLIC}` },
} as const;

export type TypefaceFile = keyof typeof TYPEFACE_FILES;

/** The file that sets each language's pages: Russian pages set Latin too (product names, figures, "SLA"). */
export const TYPEFACE_FILE_OF: Readonly<Record<Locale, TypefaceFile>> = { en: "latin", ru: "latin-cyrillic", uz: "latin" };

/** The file's name in app/ui/fonts/. */
export const typefaceFileName = (file: TypefaceFile) => `inter-${file}.woff2`;

/** Every code point of a unicode-range list ("U+0000-00FF,U+0131"). */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(",").flatMap((part) => {
    const [first, last = first] = part
      .replace(/^U\+/, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: last! - first! + 1 }, (_, index) => first! + index);
  });
}
