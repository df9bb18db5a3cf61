import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

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
});
