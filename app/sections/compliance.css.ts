import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  "@media": { "(min-width: 40rem)": { gridTemplateColumns: "minmax(7rem, max-content) minmax(0, 1fr)" } },
});
export const term = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const detail = style({ margin: 0, overflowWrap: "anywhere" });
// A fact not supplied yet reads as such, not as a value (docs/decisions/387).
export const pending = style({ fontStyle: "italic", color: vars.color.muted });
