import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const prose = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: vars.layout.readable,
  color: vars.color.muted,
  fontSize: vars.fontSize.md,
});
