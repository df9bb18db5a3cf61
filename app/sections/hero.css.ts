import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";
import { figureTile } from "./figure.css.ts";

export const hero = style({
  paddingBlock: vars.space.xxl,
  background: `radial-gradient(60rem 30rem at 85% -10%, ${vars.color.primarySoft}, transparent 70%), linear-gradient(180deg, ${vars.color.surfaceAlt}, ${vars.color.surface})`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
});
const narrowWithArt = "(min-width: 64rem) and (max-width: 79.99rem)";

/** The text and its illustration side by side; a hero without one keeps the whole width for its text. */
export const withArt = style({
  "@media": {
    "(min-width: 64rem)": { gridTemplateColumns: "minmax(0, 1.4fr) minmax(0, 1fr)" },
    // On a small laptop the text takes more of the row, so a Russian or Uzbek heading keeps to three or four
    // lines and the buttons stay on the first screen (five lines put them at its bottom edge at 1024 px).
    [narrowWithArt]: { gridTemplateColumns: "minmax(0, 1.7fr) minmax(0, 1fr)" },
  },
});
export const eyebrow = style({
  color: vars.color.primaryStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.bold,
  letterSpacing: "0.02em",
  marginBottom: vars.space.md,
});
// The trust line leads to its proof; underlined so it reads as a link without relying on colour.
export const eyebrowLink = style({
  color: "inherit",
  textDecoration: "underline",
  textDecorationThickness: "1px",
  textUnderlineOffset: "0.2em",
  selectors: { "&:hover": { textDecorationThickness: "2px" } },
});
export const title = style({
  fontSize: vars.fontSize.xxl,
  maxWidth: "22ch",
  marginBottom: vars.space.lg,
  // Beside the art on a small laptop a heading keeps to three lines in every language: at 2.6rem the Uzbek
  // one took four ("Hech qachon | toʻxtamaydigan korporativ | …"), its long words leaving half lines.
  "@media": { [narrowWithArt]: { selectors: { [`${withArt} &`]: { fontSize: `min(${vars.fontSize.xxl}, 2.4rem)` } } } },
});
export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.muted,
  maxWidth: vars.layout.readable,
  marginBottom: vars.space.xl,
});
export const claims = style({
  gridColumn: "1 / -1",
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 9rem), 1fr))",
});
export const claim = style([figureTile, { paddingInlineStart: vars.space.md, borderInlineStart: `2px solid ${vars.color.primary}` }]);
export const claimValue = style({ display: "block", color: vars.color.text });
export const claimLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
// A hero picture keeps its own proportions in the art's column; the radius matches the cards below it.
export const picture = style({ display: "block", width: "100%", height: "auto", borderRadius: vars.radius.lg });
