import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

/**
 * A small panel fixed to the bottom of the window (the analytics banner, the chat's notice): showing or
 * hiding it shifts nothing on the page. Each places itself.
 */
export const floatingPanel = style({
  position: "fixed",
  bottom: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});
