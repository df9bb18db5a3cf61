import { globalFontFace } from "@vanilla-extract/css";
import { TYPEFACE_FILES, TYPEFACE_WEIGHTS, typefaceFileName, type TypefaceFile } from "#model/typeface.ts";

/**
 * The brand typeface, Inter (OFL 1.1), self-hosted: one variable file per set of scripts a page is written
 * in, each its own family (decision 434). English and Uzbek pages are set in "Inter" (the Latin file),
 * Russian pages in "Inter Cyrillic" (Latin and Cyrillic in one file, so no line is ever set half in Inter
 * and half in the fallback). No page preloads it: the file is fetched when the first page's text is laid
 * out, and that page paints at once in the fallback (decision 491).
 */
export const BRAND_FAMILY = TYPEFACE_FILES.latin.family;
export const BRAND_FAMILY_CYRILLIC = TYPEFACE_FILES["latin-cyrillic"].family;
/** Inter's metrics put on the local fonts the text shows until Inter arrives (below). */
export const FALLBACK_FAMILY = "Inter fallback";
export const DEJAVU_FALLBACK_FAMILY = "Inter fallback DejaVu";

for (const file of Object.keys(TYPEFACE_FILES) as TypefaceFile[]) {
  const { family, unicodeRange } = TYPEFACE_FILES[file];
  globalFontFace(`"${family}"`, {
    // Vite copies the file into the build under a hashed name and rewrites this URL.
    src: `url("./fonts/${typefaceFileName(file)}") format("woff2")`,
    fontWeight: `${TYPEFACE_WEIGHTS.min} ${TYPEFACE_WEIGHTS.max}`,
    fontStyle: "normal",
    // A page takes Inter only if its file is in by the first paint, as a file from the cache is; a first
    // visit keeps the metric-matched fallback until the next page, which finds the file cached. A swap
    // after the first paint re-breaks lines and moves the page (decision 434); a preload would hold the
    // first paint for the file (decision 491).
    fontDisplay: "optional",
    unicodeRange,
  });
}

/**
 * Local fonts scaled to Inter's widths and line metrics, measured over EN, RU and UZ text in Chromium
 * (decision 392). Regular and bold each get their own scale: Inter Bold is relatively narrower than Arial
 * Bold. Inter's ascender and descender are 1984 and 494 of 2048 units, divided by the size-adjust.
 */
const fallback = (family: string, local: string[], weight: "400" | "700", sizeAdjust: number) => {
  const overInter = (units: number) => `${(((units / 2048) * 100 * 100) / sizeAdjust).toFixed(2)}%`;
  globalFontFace(family, {
    src: local.map((name) => `local("${name}")`).join(", "),
    fontWeight: weight,
    sizeAdjust: `${sizeAdjust}%`,
    ascentOverride: overInter(1984),
    descentOverride: overInter(494),
    lineGapOverride: "0%",
  });
};
// Windows, macOS and most Linux desktops have Arial or a font with its widths (Helvetica, Liberation Sans).
fallback(FALLBACK_FAMILY, ["Arial", "Helvetica", "Liberation Sans", "ArialMT"], "400", 107);
fallback(FALLBACK_FAMILY, ["Arial Bold", "Helvetica Bold", "Liberation Sans Bold", "Arial-BoldMT"], "700", 102.5);
// Where none of them is installed, DejaVu Sans, which runs about 8% (regular) and 15% (bold) wider.
fallback(DEJAVU_FALLBACK_FAMILY, ["DejaVu Sans"], "400", 93);
fallback(DEJAVU_FALLBACK_FAMILY, ["DejaVu Sans Bold"], "700", 86.5);
