import { createGlobalTheme, globalStyle } from "@vanilla-extract/css";
import { palette } from "./palette.ts";
import { BRAND_FAMILY, BRAND_FAMILY_CYRILLIC, DEJAVU_FALLBACK_FAMILY, FALLBACK_FAMILY } from "./typeface.css.ts";

/** A brand family, then the local faces scaled to its metrics. */
const stack = (family: string) => `"${family}", "${FALLBACK_FAMILY}", "${DEJAVU_FALLBACK_FAMILY}", sans-serif`;

/** The one theme contract: components read these tokens, never raw values. */
export const vars = createGlobalTheme(":root", {
  color: palette,
  font: {
    /**
     * English and Uzbek pages: Inter's Latin file. A word in another script («Русский» in the language
     * links) has no face in it and is set in the fallback, fetching nothing (decision 434).
     */
    body: stack(BRAND_FAMILY),
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1.0625rem",
    lg: "1.25rem",
    xl: "clamp(1.5rem, 1.2rem + 1.2vw, 2rem)",
    // 1.75rem on a 390 px phone: a Russian or Uzbek page title keeps to four lines there.
    xxl: "clamp(1.75rem, 1.1rem + 2.9vw, 3.25rem)",
  },
  weight: { regular: "400", medium: "500", bold: "700" },
  lineHeight: { tight: "1.15", snug: "1.35", normal: "1.6" },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    xxl: "clamp(3rem, 2rem + 4vw, 6rem)",
  },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadow: {
    sm: "0 1px 2px rgb(15 23 42 / 0.06)",
    md: "0 8px 24px rgb(15 23 42 / 0.08)",
    lg: "0 16px 40px rgb(15 23 42 / 0.12)",
  },
  size: { icon: "1.5rem", iconBox: "2.75rem", logoHeight: "2.5rem" },
  motion: { fast: "120ms", normal: "200ms", easing: "cubic-bezier(0.2, 0, 0, 1)" },
  layout: { maxWidth: "72rem", headerHeight: "4rem", readable: "46rem" },
});

// Russian pages: Latin and Cyrillic from one file, which arrives, or not, as one (decision 434).
globalStyle('html[lang="ru"]', { vars: { [vars.font.body]: stack(BRAND_FAMILY_CYRILLIC) } });
