import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

const desktop = "(min-width: 64rem)";
const mobile = "(max-width: 63.99rem)";

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
  "@media": {
    [desktop]: { display: "none" },
    "(scripting: none)": { display: "none" },
  },
});

export const nav = style({
  "@media": {
    [mobile]: {
      display: "none",
      position: "absolute",
      insetInline: 0,
      top: "100%",
      maxHeight: `calc(100vh - ${vars.layout.headerHeight})`,
      overflowY: "auto",
      padding: vars.space.md,
      background: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
      selectors: { "&[data-open]": { display: "block" } },
    },
    [desktop]: { display: "flex", alignItems: "center", gap: vars.space.md },
  },
});

/** Without JavaScript the phone menu cannot open, so every link is shown below the bar instead. */
export const navNoScript = style({
  "@media": {
    [`(scripting: none) and ${mobile}`]: { display: "block", position: "static", boxShadow: "none" },
  },
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

export const groupToggle = style({
  ...linkBase,
  border: 0,
  background: "transparent",
  fontFamily: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.primaryStrong } },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${item}[data-open] &`]: { transform: "rotate(180deg)" } },
});

export const panel = style({
  listStyle: "none",
  margin: 0,
  padding: vars.space.sm,
  display: "none",
  selectors: {
    [`${item}[data-open] &`]: { display: "block" },
  },
  "@media": {
    [desktop]: {
      position: "absolute",
      top: "100%",
      left: 0,
      minWidth: "15rem",
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.md,
      selectors: { [`${item}:hover &`]: { display: "block" } },
    },
    // Without JavaScript, keyboard focus opens a group on wide screens; phones list every link.
    [`(scripting: none) and ${desktop}`]: { selectors: { [`${item}:focus-within &`]: { display: "block" } } },
    [mobile]: { paddingBlock: 0, paddingInlineStart: vars.space.md },
    [`(scripting: none) and ${mobile}`]: { display: "block" },
  },
});

export const panelLink = style({ ...linkBase, width: "100%", selectors: { "&:hover": { background: vars.color.primarySoft } } });

export const cta = style({ "@media": { [mobile]: { marginTop: vars.space.md, width: "100%" } } });
