import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-4rem",
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.sm,
  selectors: { "&:focus": { top: vars.space.sm } },
});

export const main = style({ outline: "none", minHeight: "60vh" });
