import { globalFontFace } from "@vanilla-extract/css";

/**
 * The brand typeface, Inter (OFL 1.1), self-hosted from @fontsource-variable/inter: one variable file per
 * script, each with the unicode-range Google Fonts cuts it by, so a page downloads only the scripts its text
 * uses (decision 392). Uzbek is Latin: its oʻ/gʻ marks (U+02BB, U+02BC) are in the latin file.
 */
export const BRAND_FAMILY = "Inter";
/** Inter's metrics put on the local fonts the text shows until Inter arrives (below). */
export const FALLBACK_FAMILY = "Inter fallback";
export const DEJAVU_FALLBACK_FAMILY = "Inter fallback DejaVu";

const SUBSETS = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  cyrillic: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
  "cyrillic-ext": "U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F",
};

for (const [subset, unicodeRange] of Object.entries(SUBSETS)) {
  globalFontFace(BRAND_FAMILY, {
    // Vite resolves the package path, copies the file into the build under a hashed name and rewrites this URL.
    src: `url("@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2") format("woff2")`,
    fontWeight: "100 900",
    fontStyle: "normal",
    // Text shows at once in the metric-matched fallback; Inter replaces it without moving a line.
    fontDisplay: "swap",
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
