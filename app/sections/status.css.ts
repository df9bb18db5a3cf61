import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const mock = style({
  display: "inline-block",
  marginBottom: vars.space.lg,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: vars.weight.bold,
  fontSize: vars.fontSize.sm,
});
export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.lg,
  marginBottom: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});
export const overall = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.weight.bold,
});
export const updated = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const subheading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md });
export const tiles = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  marginBottom: vars.space.xl,
});
export const tile = style({
  display: "flex",
  // Three tiles a row on a tablet leave a long name («Аутентификация») no room beside its badge: the badge
  // goes under the name rather than past the tile and the window.
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});
export const tileName = style({ fontWeight: vars.weight.bold });
export const rows = style({ listStyle: "none", padding: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg });
export const row = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.md,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
});
export const rowTitle = style({ fontSize: vars.fontSize.md });
export const rowBody = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const rowMeta = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });
export const empty = style({
  padding: vars.space.xl,
  textAlign: "center",
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
