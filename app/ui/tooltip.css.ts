import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

export const anchor = style({ position: "relative", display: "inline-block", verticalAlign: "middle" });

export const trigger = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.75rem",
  height: "1.75rem",
  padding: 0,
  marginInlineStart: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.muted,
  cursor: "help",
  selectors: {
    "&:hover, &:focus-visible": { color: vars.color.primaryStrong, background: vars.color.primarySoft },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});

/**
 * Shown while its button is hovered or focused, or while open as a popover (a tap). Placed under the button
 * by CSS anchor positioning as a fixed box, so the table's sideways scroller cannot clip it; browsers
 * without anchor positioning show it in the flow under the button (hover, focus) or centred (popover).
 */
export const tooltip = style({
  // The browser's [popover] defaults (fixed, centred, bordered) are replaced for the hover/focus case.
  inset: "auto",
  margin: 0,
  border: 0,
  width: "max-content",
  maxWidth: "18rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.night,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.weight.regular,
  lineHeight: vars.lineHeight.snug,
  textAlign: "start",
  textTransform: "none",
  letterSpacing: "normal",
  whiteSpace: "normal",
  boxShadow: vars.shadow.md,
  position: "absolute",
  top: "calc(100% + 0.5rem)",
  left: 0,
  zIndex: 40,
  selectors: {
    [`${anchor}:hover > &, ${anchor}:has(:focus-visible) > &`]: { display: "block" },
    "&:popover-open": { position: "fixed", inset: 0, margin: "auto", height: "fit-content" },
  },
  "@supports": {
    "(position-area: bottom)": {
      position: "fixed",
      top: "auto",
      left: "auto",
      positionArea: "bottom span-right",
      positionTryFallbacks: "flip-block, flip-inline",
      marginTop: vars.space.sm,
      selectors: { "&:popover-open": { inset: "auto", margin: 0, marginTop: vars.space.sm } },
    },
  },
});
