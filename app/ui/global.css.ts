import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", {
  scrollBehavior: "smooth",
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  WebkitTextSizeAdjust: "100%",
  "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } },
});
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
});
globalStyle("h1, h2, h3, p, ul, ol, figure", { margin: 0 });
// Russian and Uzbek words run longer than English ones ("конфиденциальности" in a phone's h1): a word
// wider than its line is hyphenated where the browser can, and broken rather than scrolling the page.
// Balanced lines: a heading never ends on one lone word («здесь,»), and its lines are about equal.
globalStyle("h1, h2, h3", {
  lineHeight: vars.lineHeight.tight,
  letterSpacing: "-0.01em",
  overflowWrap: "break-word",
  hyphens: "auto",
  textWrap: "balance",
});
globalStyle("img, svg", { display: "block", maxWidth: "100%", height: "auto" });
globalStyle("a", { color: vars.color.primary, textUnderlineOffset: "0.2em" });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("*", {
  "@media": {
    "(prefers-reduced-motion: reduce)": { transitionDuration: "0s !important", animationDuration: "0s !important" },
  },
});

// Author styles such as `display: grid` would otherwise override the hidden attribute (wizard steps).
globalStyle("[hidden]", { display: "none !important" });
