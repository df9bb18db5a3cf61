import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

/**
 * Fixed to the bottom of the window: showing or hiding it shifts nothing on the page (CLS 0), and it sits
 * above the chat button (z-index 30) until the visitor has answered.
 */
export const banner = style({
  position: "fixed",
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  maxWidth: "36rem",
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

export const text = style({ margin: 0 });

export const link = style({ color: vars.color.primaryStrong });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
