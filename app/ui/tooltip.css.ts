import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

export const trigger = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.75rem",
  height: "1.75rem",
  padding: 0,
  marginInlineStart: vars.space.xs,
  verticalAlign: "middle",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.muted,
  cursor: "help",
  selectors: {
    "&[data-hovered], &[data-pressed]": { color: vars.color.primaryStrong, background: vars.color.primarySoft },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});

export const tooltip = style({
  maxWidth: "18rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.night,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.weight.regular,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { "&[data-entering], &[data-exiting]": { opacity: 0 } },
});
