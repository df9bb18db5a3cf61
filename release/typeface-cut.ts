import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { codePointsOf, TYPEFACE_FILES, type TypefaceFile } from "#model/typeface.ts";

const require = createRequire(import.meta.url);
/** Inter 4.1's variable font, all scripts, weights 100–900 and optical sizes 14–32. */
const source = () => readFileSync(require.resolve("inter-ui/variable/InterVariable.woff2"));

/**
 * The OpenType features the site's text uses: kerning, ligatures and contextual forms, composed and
 * positioned accents, localized forms, tabular and case-sensitive figures. Inter's stylistic sets and
 * character variants, which nothing here turns on, were a fifth of each file.
 */
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum", "case"];

/** One file of the typeface: its scripts' characters, every weight, the text optical size (14) pinned. */
export function cutTypeface(file: TypefaceFile): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(TYPEFACE_FILES[file].unicodeRange));
  return subsetFont(source(), text, { targetFormat: "woff2", variationAxes: { opsz: 14 }, keepFeatures: FEATURES, noHinting: true });
}
