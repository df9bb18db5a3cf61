import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const notice = style({ paddingBlock: vars.space.xxl, textAlign: "center" });
/** The buttons under a centred message are centred too, not left at the container's start. */
export const actions = style({ display: "flex", justifyContent: "center" });
export const code = style({
  fontSize: "clamp(3.5rem, 2rem + 8vw, 7rem)",
  fontWeight: vars.weight.bold,
  color: vars.color.primary,
  lineHeight: 1,
});
export const title = style({ fontSize: vars.fontSize.xl, marginBlock: vars.space.md });
export const body = style({ color: vars.color.muted, marginBottom: vars.space.lg, marginInline: "auto", maxWidth: "36rem" });
