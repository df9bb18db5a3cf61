import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const notice = style({ paddingBlock: vars.space.xxl, textAlign: "center" });
export const code = style({
  fontSize: "clamp(3.5rem, 2rem + 8vw, 7rem)",
  fontWeight: vars.weight.bold,
  color: vars.color.primary,
  lineHeight: 1,
});
export const title = style({ fontSize: vars.fontSize.xl, marginBlock: vars.space.md });
export const body = style({ color: vars.color.muted, marginBottom: vars.space.lg, marginInline: "auto", maxWidth: "36rem" });
