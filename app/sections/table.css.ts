import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const scroller = style({
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm, minWidth: "40rem" });
export const caption = style({
  textAlign: "start",
  padding: vars.space.md,
  fontWeight: vars.weight.bold,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});
// Tight cells and wrapping headings let a ten-column comparison fit a desktop container whole; the
// table's minimum width only makes the scroller take over on phones.
const cell = { padding: vars.space.sm, textAlign: "start", verticalAlign: "top", borderBottom: `1px solid ${vars.color.border}` } as const;
export const th = style({
  ...cell,
  background: vars.color.surfaceAlt,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});
export const rowHead = style({ ...cell, fontWeight: vars.weight.bold, color: vars.color.text });
export const td = style({ ...cell, color: vars.color.text });
export const highlight = style({ background: vars.color.highlight, boxShadow: `inset 4px 0 0 ${vars.color.primary}` });
export const note = style({
  marginTop: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  maxWidth: vars.layout.readable,
});
