import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const list = style({ display: "grid", gap: vars.space.sm, maxWidth: vars.layout.readable });

export const item = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBlock: vars.space.sm });

export const question = style({ cursor: "pointer", fontWeight: vars.weight.bold, color: vars.color.text, fontSize: vars.fontSize.md });

export const answer = style({ marginTop: vars.space.sm, color: vars.color.muted });
