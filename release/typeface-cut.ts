import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { codePointsOf, TYPEFACE_FILES, TYPEFACE_WEIGHTS, type TypefaceFile } from "#model/typeface.ts";

const require = createRequire(import.meta.url);
/** Inter 4.1's variable font, all scripts, weights 100–900 and optical sizes 14–32. */
const source = () => readFileSync(require.resolve("inter-ui/variable/InterVariable.woff2"));

/**
 * Kerning, the one OpenType feature the site's text needs (decision 491). Nothing here turns on tabular or
 * case-sensitive figures, no text holds a combining accent, and Inter's contextual alternates (a colon
 * raised between figures, a hyphen between capitals) were 3.5 KiB of a 20 KiB file.
 */
const FEATURES = ["kern"];

/** One file of the typeface: its characters, the site's span of weights, the text optical size (14) pinned. */
export function cutTypeface(file: TypefaceFile): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(TYPEFACE_FILES[file].unicodeRange));
  return subsetFont(source(), text, {
    targetFormat: "woff2",
    variationAxes: { opsz: 14, wght: TYPEFACE_WEIGHTS },
    keepFeatures: FEATURES,
    noHinting: true,
  });
}
