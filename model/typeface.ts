import type { Locale } from "./schema/locales.ts";

/**
 * The Inter files the site ships: one per set of scripts a page is written in, so that a page's text
 * arrives in one file and takes the typeface all at once (decision 434). Ranges are Google Fonts' cuts
 * (as Fontsource publishes them); Uzbek is Latin, its oʻ and gʻ marks (U+02BB, U+02BC) are in the Latin cut.
 * `npm run typeface` (release/subset-typeface.ts) cuts each file from the full variable Inter into
 * app/ui/fonts/, which is committed; codegen refuses a text with a character its language's file lacks.
 */
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const CYRILLIC = "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116";

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
