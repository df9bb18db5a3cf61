import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";
import { figureTile } from "./figure.css.ts";

/**
 * Tiles of at least 9.5rem that share each row: a row the count leaves short (the home page's fifth figure
 * on a phone, under two rows of two) is shared by its own tiles, never one tile beside an empty cell.
 */
export const stats = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
});
export const stat = style([
  figureTile,
  {
    flex: "1 1 9.5rem",
    display: "flex",
    // The figure above its label, though the label comes first to a screen reader (<dt> before <dd>); in a
    // reversed column flex-end is the top, so a tile a neighbour's two-line label made taller keeps its
    // figure level with the row's other figures instead of at its bottom.
    flexDirection: "column-reverse",
    justifyContent: "flex-end",
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
  },
]);
export const label = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const value = style({ color: vars.color.primaryStrong });
