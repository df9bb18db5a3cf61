import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

export const icon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });

/** The tinted square an icon sits in on cards. */
export const iconBox = style({
  display: "inline-grid",
  placeItems: "center",
  width: vars.size.iconBox,
  height: vars.size.iconBox,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
});
