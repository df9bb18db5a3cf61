import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const timeline = style({ listStyle: "none", padding: 0, borderInlineStart: `2px solid ${vars.color.border}` });
export const entry = style({ position: "relative", paddingInlineStart: vars.space.lg, paddingBottom: vars.space.lg });
export const year = style({ color: vars.color.primaryStrong, fontWeight: vars.weight.bold, fontSize: vars.fontSize.sm });
export const title = style({ fontSize: vars.fontSize.lg });
export const body = style({ color: vars.color.muted });
