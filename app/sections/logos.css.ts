import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const strip = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
});
export const logo = style({
  display: "grid",
  placeItems: "center",
  minHeight: "5rem",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { "&:hover": { borderColor: vars.color.primary, boxShadow: vars.shadow.md } },
});
globalStyle(`${logo} img`, { height: vars.size.logoHeight, width: "auto" });
