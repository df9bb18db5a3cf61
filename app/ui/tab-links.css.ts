import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

export const nav = style({
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
  overflowX: "auto",
  scrollbarWidth: "thin",
});
export const list = style({ display: "flex", gap: vars.space.xs, listStyle: "none", padding: 0, margin: 0 });
export const item = style({ flexShrink: 0 });
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  paddingInline: vars.space.md,
  color: vars.color.muted,
  fontWeight: vars.weight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  borderBottom: "3px solid transparent",
  marginBottom: "-1px",
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.neutralSoft },
    '&[aria-current="true"]': { color: vars.color.primaryStrong, borderBottomColor: vars.color.primary, fontWeight: vars.weight.bold },
    "&:focus-visible": { outlineOffset: "-3px" },
  },
});
