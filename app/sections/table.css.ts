import { createContainer, style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

const tableBox = createContainer();
/**
 * Narrower than this, the rows are cards: one per row, each cell beside its column's label. A ten-column
 * comparison in Russian or Uzbek needs the whole desktop column (69rem) to fit its longest words.
 */
const cards = `${tableBox} (max-width: 63.99rem)`;

export const frame = style({
  containerName: tableBox,
  containerType: "inline-size",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  "@supports": { "not (container-type: inline-size)": { overflowX: "auto" } },
});
// The frame is the container, so the cards' rules style what is inside it; the frame itself keeps its box
// as a table and gives it to the cards below the breakpoint.
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  "@container": { [cards]: { display: "block", background: vars.color.surfaceAlt } },
});
export const caption = style({
  textAlign: "start",
  padding: vars.space.md,
  fontWeight: vars.weight.bold,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  "@container": { [cards]: { display: "block", background: vars.color.surface, borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0` } },
});
/** A card shows each label beside its value: the header row stays for screen readers only. */
export const head = style({
  "@container": {
    [cards]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
  },
});
export const body = style({
  // As many cards abreast as 20rem each allows: one on a phone, two or three on a small laptop.
  "@container": {
    [cards]: {
      display: "grid",
      gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 20rem), 1fr))",
      gap: vars.space.sm,
      padding: vars.space.sm,
    },
  },
});
export const row = style({
  "@container": {
    [cards]: {
      display: "block",
      padding: `${vars.space.sm} ${vars.space.md}`,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});
// Tight cells and wrapping headings let a ten-column comparison fit a desktop container whole.
const cell = {
  padding: `${vars.space.sm} 0.3rem`,
  textAlign: "start",
  verticalAlign: "top",
  borderBottom: `1px solid ${vars.color.border}`,
} as const;
export const th = style({
  ...cell,
  background: vars.color.surfaceAlt,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.02em",
});
/** A heading's words and its info button: the button stays beside the last word, never alone on a line. */
export const thLabel = style({ display: "inline-flex", alignItems: "flex-start" });
export const rowHead = style({
  ...cell,
  fontWeight: vars.weight.bold,
  color: vars.color.text,
  "@container": { [cards]: { display: "block", padding: `${vars.space.xs} 0 ${vars.space.sm}`, fontSize: vars.fontSize.md } },
});
export const td = style({
  ...cell,
  color: vars.color.text,
  "@container": {
    [cards]: {
      display: "grid",
      gridTemplateColumns: "minmax(6rem, 2fr) 3fr",
      gap: vars.space.sm,
      padding: `${vars.space.sm} 0`,
      borderBottom: 0,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
  selectors: {
    // The column's label, for the eye only: a screen reader has the header row ("/ ''" empties its text).
    "&::before": {
      "@container": {
        [cards]: {
          content: ["attr(data-label)", 'attr(data-label) / ""'],
          color: vars.color.muted,
          fontSize: vars.fontSize.xs,
          textTransform: "uppercase",
          letterSpacing: "0.04em",
        },
      },
    },
  },
});
export const highlight = style({
  background: vars.color.highlight,
  boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
  "@container": { [cards]: { background: vars.color.highlight, borderColor: vars.color.primary } },
});
export const note = style({
  marginTop: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  maxWidth: vars.layout.readable,
});
