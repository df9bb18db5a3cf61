import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const steps = style({
  listStyle: "none",
  padding: 0,
  counterReset: "step",
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 13rem), 1fr))",
});
export const step = style({
  counterIncrement: "step",
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `3px solid ${vars.color.primary}`,
  selectors: {
    "&::before": {
      content: "counter(step, decimal-leading-zero)",
      fontFamily: vars.font.mono,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.weight.bold,
      color: vars.color.primaryStrong,
    },
  },
});
export const title = style({ fontSize: vars.fontSize.lg });
// A quoted address ({{contacts.email}}) breaks between its parts (withAddressBreaks); a part too long for the
// column still wraps inside it instead of over the next.
export const body = style({ color: vars.color.muted, overflowWrap: "anywhere" });
