import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";
import { gutterFits } from "./dock.css.ts";

// The bar holds every link from the width where the chat button floats in the window's margin; narrower,
// the links fold behind the menu button and the chat button takes their place in the bar, in reach from
// any scroll position (decision 475). Below 80rem the Russian links filled the bar past its last pixel.
const desktop = gutterFits;
const mobile = "(max-width: 79.99rem)";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: "rgb(255 255 255 / 0.96)",
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: "saturate(180%) blur(8px)",
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: vars.layout.headerHeight,
});

export const brand = style({ display: "inline-flex", flexShrink: 0, marginInlineEnd: "auto" });

export const menuToggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  "@media": { [desktop]: { display: "none" } },
});

/** Label and icon parts of the menu button for each state; CSS swaps them, so no script is needed. */
export const whenOpen = style({ display: "none", selectors: { [`${bar}:has(:popover-open) &`]: { display: "inline" } } });
export const whenFolded = style({ selectors: { [`${bar}:has(:popover-open) &`]: { display: "none" } } });

/**
 * A popover on phones (folded until its button opens it; Escape and a tap outside close it), an ordinary
 * flex row on wide screens: author styles override the browser's `[popover]` defaults there.
 */
export const nav = style({
  "@media": {
    [mobile]: {
      position: "fixed",
      inset: `${vars.layout.headerHeight} 0 auto 0`,
      width: "auto",
      margin: 0,
      maxHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
      overflowY: "auto",
      padding: vars.space.md,
      border: 0,
      color: vars.color.text,
      background: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
    },
    // From a tablet's width the open menu is a panel at the bar's end rather than a sheet across the window.
    "(min-width: 40rem) and (max-width: 79.99rem)": {
      insetInlineStart: "auto",
      width: "24rem",
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
    [desktop]: {
      display: "flex",
      alignItems: "center",
      gap: vars.space.md,
      position: "static",
      inset: "auto",
      width: "auto",
      height: "auto",
      margin: 0,
      padding: 0,
      border: 0,
      overflow: "visible",
      color: "inherit",
      background: "transparent",
    },
  },
});

// The open menu dims the page below the bar: the page reads as behind it, and a tap there lands on the
// backdrop (which closes the menu) rather than on a link of the page. The bar stays bright and its buttons
// in reach.
globalStyle(`${nav}::backdrop`, {
  "@media": { [mobile]: { inset: `${vars.layout.headerHeight} 0 0 0`, background: "rgb(15 23 42 / 0.45)" } },
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  "@media": { [desktop]: { flexDirection: "row", alignItems: "center", gap: vars.space.xs } },
});

export const item = style({ position: "relative" });

const linkBase = {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.medium,
  textDecoration: "none",
  // A label never wraps inside its pill ("Программа для / стартапов").
  whiteSpace: "nowrap",
} as const;

export const link = style({
  ...linkBase,
  selectors: {
    "&:hover": { color: vars.color.primaryStrong, background: vars.color.primarySoft },
    '&[aria-current="page"]': { color: vars.color.primaryStrong },
  },
});

export const highlight = style({
  ...linkBase,
  color: vars.color.primaryStrong,
  background: vars.color.primarySoft,
  fontWeight: vars.weight.bold,
});

export const group = style({});

export const groupToggle = style({
  ...linkBase,
  listStyle: "none",
  cursor: "pointer",
  userSelect: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&:hover": { color: vars.color.primaryStrong } },
});

export const chevron = style({
  // Kept at its size when a long label squeezes the row (Russian at 1024 px).
  flexShrink: 0,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${group}[open] &`]: { transform: "rotate(180deg)" } },
});

export const panel = style({
  listStyle: "none",
  margin: 0,
  padding: vars.space.sm,
  "@media": {
    [desktop]: {
      position: "absolute",
      top: "100%",
      left: 0,
      zIndex: 1,
      minWidth: "15rem",
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.md,
    },
    [mobile]: { paddingBlock: 0, paddingInlineStart: vars.space.md },
  },
});

// A folded <details> hides its content through ::details-content; on wide screens hovering the item
// shows it too, without opening the disclosure (where ::details-content is unknown, clicks still work).
globalStyle(`${item}:hover > ${group}::details-content`, {
  "@media": { [`${desktop} and (hover: hover)`]: { contentVisibility: "visible" } },
});

export const panelLink = style({ ...linkBase, width: "100%", selectors: { "&:hover": { background: vars.color.primarySoft } } });

export const cta = style({ "@media": { [mobile]: { marginTop: vars.space.md, width: "100%" } } });

/** The language menu sits at the end of the bar: its panel opens leftwards so it stays on screen. */
export const panelEnd = style({ "@media": { [desktop]: { left: "auto", right: 0, minWidth: "10rem" } } });
