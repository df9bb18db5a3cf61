import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const region = style({
  position: "fixed",
  zIndex: 60,
  top: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  insetInlineEnd: vars.space.md,
  width: "min(24rem, calc(100vw - 2rem))",
  outline: "none",
  pointerEvents: "none",
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const toast = style({
  vars: { "--toast-swipe": "0px" },
  pointerEvents: "auto",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: "4px",
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  touchAction: "pan-y",
  userSelect: "none",
  transform: "translateX(var(--toast-swipe))",
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}, opacity ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-variant="success"]': { borderInlineStartColor: vars.color.success },
    '&[data-variant="error"]': { borderInlineStartColor: vars.color.danger },
    "&[data-swiping]": { transition: "none" },
    '&[data-state="closed"]': { opacity: 0, transform: "translateX(calc(var(--toast-swipe) + 2rem))", pointerEvents: "none" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const text = style({ flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: vars.weight.bold, fontSize: vars.fontSize.sm });
export const description = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const close = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.75rem",
  height: "1.75rem",
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.muted,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceAlt }, "&:focus-visible": { outline: `2px solid ${vars.color.focus}` } },
});
