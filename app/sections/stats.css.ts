import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const stats = style({
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))",
});
export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const label = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const value = style({
  margin: 0,
  // A translated figure may hold a word wider than its column.
  overflowWrap: "anywhere",
  hyphens: "auto",
  fontSize: vars.fontSize.xl,
  fontWeight: vars.weight.bold,
  color: vars.color.primaryStrong,
  lineHeight: vars.lineHeight.tight,
});
