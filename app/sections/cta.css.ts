import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const body = style({ color: vars.color.muted, maxWidth: "44rem", marginBottom: vars.space.lg });
