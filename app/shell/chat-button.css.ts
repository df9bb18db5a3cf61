import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";
import { gutterFits } from "./dock.css.ts";
import { floatingPanel } from "./floating-panel.css.ts";

/** In the dock's line below the gutter width; fixed in the window's right margin from it, as a round icon. */
export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.medium,
  textDecoration: "none",
  boxShadow: vars.shadow.md,
  cursor: "pointer",
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&:hover": { background: vars.color.primaryStrong },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[aria-busy]": { cursor: "progress" },
  },
  "@media": {
    [gutterFits]: {
      position: "fixed",
      insetInlineEnd: vars.space.md,
      bottom: vars.space.lg,
      zIndex: 30,
      width: vars.size.iconBox,
      padding: 0,
      justifyContent: "center",
    },
  },
});

/** Shown in the dock; floating, the button is an icon and the label its name for screen readers. */
export const label = style({
  "@media": {
    [gutterFits]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
  },
});

/**
 * The chat's notice, fixed to the bottom of the window so showing it shifts nothing; from the gutter width
 * it stands above the floating button it belongs to.
 */
export const notice = style([
  floatingPanel,
  {
    insetInline: vars.space.md,
    zIndex: 35,
    justifyItems: "start",
    selectors: { "&[hidden]": { display: "none" } },
    "@media": {
      [gutterFits]: {
        insetInlineStart: "auto",
        maxWidth: "24rem",
        bottom: `calc(${vars.space.lg} + ${vars.size.iconBox} + ${vars.space.sm})`,
      },
    },
  },
]);

export const noticeText = style({ margin: 0 });
