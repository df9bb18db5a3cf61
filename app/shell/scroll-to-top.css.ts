import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";
import { gutterFits } from "./dock.css.ts";

/** Scrolled less than this, the button is hidden (about a screen of a phone). */
const SHOW_AFTER = "480px";

const reveal = keyframes({ from: { opacity: 0, visibility: "hidden" }, to: { opacity: 1, visibility: "visible" } });

/** In the dock's line below the gutter width; fixed in the window's left margin from it, fading in. */
export const button = style({
  width: "2.75rem",
  height: "2.75rem",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: "#fff",
  // A light ring keeps the dark button visible on the dock's night background.
  boxShadow: `inset 0 0 0 1px rgb(255 255 255 / 0.35), ${vars.shadow.md}`,
  cursor: "pointer",
  "@media": {
    [gutterFits]: {
      position: "fixed",
      insetInlineStart: vars.space.md,
      bottom: vars.space.lg,
      zIndex: 30,
      "@supports": {
        "(animation-timeline: scroll())": {
          animationName: reveal,
          animationDuration: "auto",
          animationFillMode: "both",
          animationTimingFunction: "linear",
          animationTimeline: "scroll(root block)",
          animationRange: `calc(${SHOW_AFTER} - 80px) ${SHOW_AFTER}`,
        },
      },
    },
  },
});
