import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

// Phones read the hero's text first: the drawing would push the title and buttons below the fold, and
// an image that large would become the page's largest paint on the mobile profile the page bench judges.
const wide = "(min-width: 64rem)";

export const art = style({
  display: "none",
  width: "100%",
  maxWidth: "27.5rem",
  height: "auto",
  justifySelf: "end",
  "@media": { [wide]: { display: "block" } },
});

export const map = style({
  display: "none",
  position: "relative",
  width: "100%",
  maxWidth: "27.5rem",
  justifySelf: "end",
  margin: 0,
  "@media": { [wide]: { display: "block" } },
});
export const mapImage = style({ display: "block", width: "100%", height: "auto" });

export const sites = style({ listStyle: "none", margin: 0, padding: 0 });
/** A site is a point of the map: its box has no size, and marker and label are placed around it. */
export const site = style({ position: "absolute", width: 0, height: 0 });

const markerBase = style({
  position: "absolute",
  insetInlineStart: "-0.4375rem",
  insetBlockStart: "-0.4375rem",
  width: "0.875rem",
  height: "0.875rem",
  borderRadius: vars.radius.pill,
  boxSizing: "border-box",
});
/** Running: a solid point in a halo; planned: an open, dashed ring, a place not yet built. */
export const marker = styleVariants({
  running: [
    markerBase,
    { background: vars.color.success, boxShadow: `0 0 0 4px ${vars.color.successSoft}, 0 0 0 5px ${vars.color.success}` },
  ],
  planned: [markerBase, { background: vars.color.surface, border: `2px dashed ${vars.color.warning}` }],
});

const labelSide = {
  position: "absolute",
  insetInlineStart: 0,
  transform: "translateX(-50%)",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "0.125rem",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  whiteSpace: "nowrap",
} as const;
/** The northern sites are labelled above their point and the southern ones below, so close cities' labels never meet. */
export const label = styleVariants({
  above: { ...labelSide, insetBlockEnd: "1rem" },
  below: { ...labelSide, insetBlockStart: "1rem" },
});
export const siteName = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.weight.bold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});
