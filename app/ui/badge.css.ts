import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "./theme.css.ts";

/** A short status label: Active, Q4 2025, Operational. */
export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: "0.125rem",
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.weight.bold,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      info: { background: vars.color.infoSoft, color: vars.color.info },
      neutral: { background: vars.color.neutralSoft, color: vars.color.muted },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
