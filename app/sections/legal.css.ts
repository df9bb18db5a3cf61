import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const article = style({ paddingBlock: vars.space.xxl, maxWidth: "48rem" });
export const updated = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, marginBottom: vars.space.lg });
export const prose = style({});

globalStyle(`${prose} h1`, { fontSize: vars.fontSize.xxl, marginBottom: vars.space.lg });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl, marginTop: vars.space.xl, marginBottom: vars.space.md });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginBottom: vars.space.md });
globalStyle(`${prose} li`, { marginBottom: vars.space.xs });
export const updatedBar = style({ marginBottom: 0, paddingTop: vars.space.lg });
// A Markdown image never overflows the column on a phone.
globalStyle(`${prose} img`, { maxWidth: "100%", height: "auto" });
