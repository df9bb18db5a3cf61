import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.md,
  "@media": { "(min-width: 48rem)": { paddingInline: vars.space.lg } },
});

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/**
 * A block below the fold that the browser neither styles nor lays out until it comes near the window
 * (decision 445). A content page's main-thread cost is layout and text shaping, done twice: once in the
 * fallback face and again when Inter arrives; skipping what is off screen makes both passes the size of
 * one window. `auto` in the intrinsic size keeps a block's real height once it has been rendered, so the
 * scrollbar does not jump back; the 40rem placeholder is about a section's height on a phone.
 */
export const renderedWhenNear = style({ contentVisibility: "auto", containIntrinsicSize: "auto 40rem" });
