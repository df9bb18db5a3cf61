import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const footer = style({
  marginTop: vars.space.xxl,
  paddingBlock: vars.space.xl,
  background: vars.color.night,
  color: vars.color.nightText,
  fontSize: vars.fontSize.sm,
});

export const grid = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
});

export const about = style({ display: "grid", gap: vars.space.md, alignContent: "start", maxWidth: "22rem" });

export const heading = style({ color: "#fff", fontSize: vars.fontSize.sm, marginBottom: vars.space.sm });

export const links = style({ listStyle: "none", padding: 0, display: "grid", gap: vars.space.xs });

export const link = style({
  color: vars.color.nightText,
  textDecoration: "none",
  display: "inline-block",
  paddingBlock: "0.35rem",
  selectors: { "&:hover": { color: "#fff", textDecoration: "underline" } },
});

export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: "1px solid rgb(255 255 255 / 0.12)",
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const languages = style({ listStyle: "none", padding: 0, margin: 0, display: "flex", flexWrap: "wrap", gap: vars.space.md });
