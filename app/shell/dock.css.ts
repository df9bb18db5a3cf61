import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

/**
 * From this width the window has a margin beside the content column (72rem) wide enough for a 2.75rem
 * button and its gap: the chat and scroll-to-top buttons float there, over no text or control. Narrower,
 * they sit in the dock, the page's last line, and take their own room (docs/decisions/396).
 */
export const gutterFits = "(min-width: 80rem)";

export const dock = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.night,
  borderTop: "1px solid rgb(255 255 255 / 0.12)",
  "@media": { [gutterFits]: { padding: 0, borderTop: 0 } },
});
