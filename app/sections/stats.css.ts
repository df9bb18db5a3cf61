import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const stats = style({
  margin: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
});
export const stat = style({ display: "flex", flexDirection: "column-reverse" });
export const label = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.weight.bold, color: vars.color.primaryStrong });
