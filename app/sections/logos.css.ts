import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const strip = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
});
export const logo = style({
  display: "grid",
  justifyItems: "center",
  alignContent: "center",
  gap: vars.space.sm,
  minHeight: "7rem",
  height: "100%",
  color: vars.color.muted,
  textDecoration: "none",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { "&:hover": { borderColor: vars.color.primary, boxShadow: vars.shadow.md } },
});
// Marks differ in shape (Dell's circle, VMware's long wordmark): each fits one box, keeping its proportions.
export const mark = style({ height: vars.size.logoHeight, width: "auto", maxWidth: "7.5rem", objectFit: "contain" });
// The review measured the old sub-labels at 8.5 px inside the pictures; as text they are 13 px.
export const name = style({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug, textAlign: "center" });
