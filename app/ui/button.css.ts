import { recipe } from "@vanilla-extract/recipes";
import { vars } from "./theme.css.ts";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    minHeight: "2.75rem",
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    border: "1px solid transparent",
    fontFamily: "inherit",
    fontSize: vars.fontSize.sm,
    fontWeight: vars.weight.bold,
    textDecoration: "none",
    cursor: "pointer",
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}`,
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { "&:hover": { background: vars.color.primaryStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primaryStrong,
        borderColor: vars.color.border,
        selectors: { "&:hover": { borderColor: vars.color.primary } },
      },
      ghost: {
        background: "transparent",
        color: vars.color.primaryStrong,
        selectors: { "&:hover": { background: vars.color.primarySoft } },
      },
    },
    size: {
      md: {},
      sm: { minHeight: "2.5rem", paddingInline: vars.space.md },
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});
