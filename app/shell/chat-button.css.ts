import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";
import { gutterFits } from "./dock.css.ts";
import { floatingPanel } from "./floating-panel.css.ts";

const round = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: vars.size.iconBox,
  height: vars.size.iconBox,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: "inherit",
  textDecoration: "none",
  cursor: "pointer",
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&:hover": { background: vars.color.primaryStrong },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[aria-busy]": { cursor: "progress" },
  },
});

/** A round icon either way: in the header's bar below the gutter width, fixed in the window's right margin from it. */
export const button = styleVariants({
  header: [round, { "@media": { [gutterFits]: { display: "none" } } }],
  margin: [
    round,
    {
      display: "none",
      boxShadow: vars.shadow.md,
      "@media": {
        [gutterFits]: { display: "inline-flex", position: "fixed", insetInlineEnd: vars.space.md, bottom: vars.space.lg, zIndex: 30 },
      },
    },
  ],
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
