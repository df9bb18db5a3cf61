import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

/** Layout shared by every section kind: vertical rhythm, headings and card grids. */
export const section = style({ paddingBlock: vars.space.xl, "@media": { "(min-width: 48rem)": { paddingBlock: vars.space.xxl } } });
export const alt = style({ background: vars.color.surfaceAlt });
export const heading = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.md });
export const intro = style({ color: vars.color.muted, maxWidth: "44rem", marginBottom: vars.space.lg });
export const grid = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
});
export const card = style({
  position: "relative",
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.sm });
export const cardBody = style({ color: vars.color.muted });
export const badge = style({
  display: "inline-block",
  marginBottom: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.weight.bold,
});
export const cardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.lg },
    "&:hover": { color: vars.color.primaryStrong },
  },
});
