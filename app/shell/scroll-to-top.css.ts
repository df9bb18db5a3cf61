import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

/** Scrolled less than this, the button is hidden (about a screen of a phone). */
const SHOW_AFTER = "480px";

const reveal = keyframes({ from: { opacity: 0, visibility: "hidden" }, to: { opacity: 1, visibility: "visible" } });

export const button = style({
  position: "fixed",
  insetInlineStart: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 30,
  width: "2.75rem",
  height: "2.75rem",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: "#fff",
  boxShadow: vars.shadow.md,
  cursor: "pointer",
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
});
