import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const list = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
});
export const item = style({
  display: "flex",
  alignItems: "center",
  minHeight: "3rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
  fontWeight: vars.weight.medium,
});
