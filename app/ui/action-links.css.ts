import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });
