import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

// No margin above: the page's last section meets the footer, with no white band between a grey closing
// section and the dark footer.
export const footer = style({
  paddingBlock: vars.space.xl,
  background: vars.color.night,
  color: vars.color.nightText,
  fontSize: vars.fontSize.sm,
});

/**
 * The brand column takes a row of its own on narrow screens (the link groups then sit two to a row), and
 * its own wider track beside them from 64rem; each track keeps a gutter its text never crosses.
 */
export const grid = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  "@media": { "(min-width: 64rem)": { gridTemplateColumns: "minmax(14rem, 1.5fr) repeat(auto-fit, minmax(8rem, 1fr))" } },
});

export const about = style({
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
  gridColumn: "1 / -1",
  maxWidth: "28rem",
  // The e-mail address breaks between its parts (withAddressBreaks), and inside a part only as a last resort.
  overflowWrap: "anywhere",
  "@media": { "(min-width: 64rem)": { gridColumn: "auto" } },
});

// A heading's tight leading is for display sizes: at the footer's small size a two-line heading
// («Правовая информация») needs the leading of body text.
export const heading = style({ color: "#fff", fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug, marginBottom: vars.space.sm });

export const links = style({ listStyle: "none", padding: 0, display: "grid", gap: vars.space.xs });

export const link = style({
  color: vars.color.nightText,
  textDecoration: "none",
  display: "inline-block",
  paddingBlock: "0.35rem",
  selectors: { "&:hover": { color: "#fff", textDecoration: "underline" } },
});

export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: "1px solid rgb(255 255 255 / 0.12)",
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const languages = style({ listStyle: "none", padding: 0, margin: 0, display: "flex", flexWrap: "wrap", gap: vars.space.md });
