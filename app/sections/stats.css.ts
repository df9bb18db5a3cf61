import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";
import { figureTile } from "./figure.css.ts";

export const stats = style({
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))",
});
export const stat = style([
  figureTile,
  {
    display: "flex",
    flexDirection: "column-reverse",
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
  },
]);
export const label = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const value = style({ color: vars.color.primaryStrong });
