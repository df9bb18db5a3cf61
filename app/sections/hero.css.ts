import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const hero = style({
  paddingBlock: vars.space.xxl,
  background: `radial-gradient(60rem 30rem at 85% -10%, ${vars.color.primarySoft}, transparent 70%), linear-gradient(180deg, ${vars.color.surfaceAlt}, ${vars.color.surface})`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const eyebrow = style({
  color: vars.color.primaryStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.bold,
  marginBottom: vars.space.md,
});
export const title = style({ fontSize: vars.fontSize.xxl, maxWidth: "22ch", marginBottom: vars.space.lg });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, maxWidth: "46rem", marginBottom: vars.space.xl });
export const claims = style({
  listStyle: "none",
  padding: 0,
  marginTop: vars.space.xl,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
});
export const claimValue = style({ display: "block", fontSize: vars.fontSize.xl, fontWeight: vars.weight.bold, color: vars.color.text });
export const claimLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
