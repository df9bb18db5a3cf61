import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

export const form = style({
  display: "grid",
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  maxWidth: "48rem",
});

export const title = style({ fontSize: vars.fontSize.xl });

export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: vars.weight.bold, marginBottom: vars.space.sm, padding: 0 });

/** From this width two half-width fields share a row, and their parts share its lines. */
const twoAbreast = "(min-width: 40rem)";

// Where fields sit two abreast, a field's own bottom margin spaces the rows rather than the grid's row gap,
// which would also open between the rows a pair of fields shares (below); the grid takes back the last
// field's margin.
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  "@media": { [twoAbreast]: { rowGap: 0, marginBottom: `calc(-1 * ${vars.space.md})` } },
});

/**
 * Two fields side by side keep their controls level however long either's label or hint is («ИНН
 * (идентификационный номер налогоплательщика)» and its hint beside «Сайт»): each spans three rows of the
 * form's grid as a subgrid (label, hint, and the entry: control, count and message), and a field without a
 * hint leaves that row empty. Spacing there is by margins, so an empty row adds none.
 */
export const field = style({
  display: "grid",
  gap: vars.space.xs,
  gridColumn: "1 / -1",
  alignContent: "start",
  "@media": { [twoAbreast]: { marginBottom: vars.space.md } },
  selectors: {
    '&[data-width="half"]': {
      "@media": { [twoAbreast]: { gridColumn: "auto", gridRow: "span 3", gridTemplateRows: "subgrid", rowGap: 0 } },
    },
  },
});

// Each part in its row at its own height: a message stays under its own control, not under the taller
// control beside it.
const inRow = (row: number, marginBottom?: string) => ({
  [`${field}[data-width="half"] > &`]: { "@media": { [twoAbreast]: { gridRow: String(row), alignSelf: "start", marginBottom } } },
});

export const label = style({ fontWeight: vars.weight.medium, fontSize: vars.fontSize.sm, selectors: inRow(1, vars.space.xs) });
export const hint = style({ color: vars.color.muted, fontSize: vars.fontSize.xs, selectors: inRow(2, vars.space.xs) });
/** The control with its count and message below it. */
export const entry = style({ display: "grid", gap: vars.space.xs, selectors: inRow(3) });

export const control = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid #94a3b8`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: {
    '&[aria-invalid="true"], &[data-warn]': { borderColor: vars.color.danger, borderWidth: 2 },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.weight.medium });

export const counter = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  justifySelf: "end",
  selectors: { "&[data-warn]": { color: vars.color.danger, fontWeight: vars.weight.bold } },
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const summary = style({
  padding: vars.space.md,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: "#fef2f2",
  color: vars.color.text,
});

export const summaryList = style({ marginTop: vars.space.sm, paddingInlineStart: vars.space.lg });

export const status = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.weight.bold,
  selectors: { '&[data-tone="error"]': { background: "#fef2f2", color: vars.color.danger } },
});

export const steps = style({ display: "flex", gap: vars.space.sm, listStyle: "none", padding: 0, flexWrap: "wrap" });
export const stepItem = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-current="step"]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.weight.bold } },
});

export const row = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  padding: vars.space.md,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const totals = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.lg,
  color: vars.color.text,
  fontWeight: vars.weight.medium,
});

/**
 * The whole width of its step, whatever grid the step lays fields out on. On phones each label sits above
 * its value; from two abreast a label column as wide as its longest label up to two fifths of the form,
 * and the values take the rest and wrap as text (a column sized to the labels alone left the values one or
 * two characters a line at 390 px).
 */
export const review = style({
  gridColumn: "1 / -1",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  "@media": { [twoAbreast]: { gridTemplateColumns: "fit-content(40%) minmax(0, 1fr)", rowGap: vars.space.sm } },
});
export const reviewTerm = style({ color: vars.color.muted });
/** On phones the space under a value parts it from the next label, which sits closer to its own value. */
export const reviewValue = style({
  margin: `0 0 ${vars.space.sm}`,
  fontWeight: vars.weight.medium,
  // A word breaks only when it is longer than the line: "anywhere" let the column shrink to one character.
  overflowWrap: "break-word",
  "@media": { [twoAbreast]: { marginBottom: 0 } },
});

export const honeypot = style({ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" });

export const reviewPair = style({ display: "contents" });

/** The consent box: the box beside its label, the label's lines aligned, the message under both. */
export const consent = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: "start",
  selectors: { "&[hidden]": { display: "none" } },
});

export const checkbox = style({
  width: "1.25rem",
  height: "1.25rem",
  marginTop: "0.125rem",
  accentColor: vars.color.primary,
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: 1 },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const consentLabel = style({ fontSize: vars.fontSize.sm, lineHeight: 1.5, color: vars.color.text });

/** The label's first line, read at a glance: what the box agrees to. */
export const consentSummary = style({ display: "block", fontWeight: vars.weight.medium });

/** The full text under it, in smaller type: still part of the label the box is named by. */
export const consentDetails = style({
  display: "block",
  maxWidth: "72ch",
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const consentError = style([error, { gridColumn: "2" }]);
