import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const panel = style({ display: "grid", gap: vars.space.lg });
export const panelHead = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: vars.space.md,
});
export const title = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.sm });
export const subTitle = style({
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.muted,
  marginBottom: vars.space.sm,
});
export const body = style({ color: vars.color.muted, maxWidth: vars.layout.readable });
export const pricing = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
  fontWeight: vars.weight.bold,
});
export const bullets = style({
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  fontSize: vars.fontSize.md,
  gap: vars.space.sm,
});
