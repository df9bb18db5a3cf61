import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

/** Layout shared by every section kind: vertical rhythm, headings and card grids. */
export const section = style({ paddingBlock: vars.space.xl, "@media": { "(min-width: 48rem)": { paddingBlock: vars.space.xxl } } });
export const alt = style({ background: vars.color.surfaceAlt, borderBlock: `1px solid ${vars.color.border}` });
export const heading = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.md, maxWidth: vars.layout.readable });
export const intro = style({
  color: vars.color.muted,
  maxWidth: vars.layout.readable,
  marginBottom: vars.space.lg,
  fontSize: vars.fontSize.md,
});
export const footer = style({ marginTop: vars.space.xl });
export const grid = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
});
/**
 * One column below 40rem, two from there, and the full count from 64rem (four from 75rem). The grid has 12 tracks and a card spans its share,
 * so the last row never holds one card alone: 7 cards in three columns are set 3 + 4, 5 in four are set
 * 3 + 2, and a last pair shares its row half and half.
 */
const TRACKS = 12;
// Four cards abreast need 75rem: at 64rem each is about 14rem wide, narrower than a Russian preposition
// bound to its word («в сертифицированных») plus the card's padding.
const wideFrom = (count: number) => (count === 4 ? 75 : 64);
const wideAt = (count: number) => `(min-width: ${wideFrom(count)}rem)`;
const mediumAt = (count: number) => `(min-width: 40rem) and (max-width: ${wideFrom(count) - 0.01}rem)`;
export const columns = styleVariants({ 2: 2, 3: 3, 4: 4 }, () => ({
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 40rem)": { gridTemplateColumns: `repeat(${TRACKS}, minmax(0, 1fr))` } },
}));
const span = (tracks: number) => ({ gridColumn: `span ${tracks}` });
for (const [count, grid] of Object.entries(columns).map(([count, grid]) => [Number(count), grid] as const)) {
  const wide = (selector: string, tracks: number) => globalStyle(selector, { "@media": { [wideAt(count)]: span(tracks) } });
  const medium = (selector: string, tracks: number) => globalStyle(selector, { "@media": { [mediumAt(count)]: span(tracks) } });
  // Two columns from 40rem until the count fits, whatever the count; a last odd card takes the whole row.
  medium(`${grid} > *`, TRACKS / 2);
  medium(`${grid} > :last-child:nth-child(odd)`, TRACKS);
  wide(`${grid} > *`, TRACKS / count);
  if (count === 2) wide(`${grid} > :last-child:nth-child(odd)`, TRACKS);
  if (count === 3) {
    // 3n + 1 cards: the last four share a row. 3n + 2: the last two share one.
    wide(`${grid}:has(> :last-child:nth-child(3n + 4)) > :nth-last-child(-n + 4)`, TRACKS / 4);
    wide(`${grid}:has(> :last-child:nth-child(3n + 5)) > :nth-last-child(-n + 2)`, TRACKS / 2);
  }
  if (count === 4) {
    // 4n + 1 cards: the last five are set 3 + 2. 4n + 2: the last two halves. 4n + 3: the last three thirds.
    wide(`${grid}:has(> :last-child:nth-child(4n + 5)) > :nth-last-child(-n + 5)`, TRACKS / 3);
    wide(`${grid}:has(> :last-child:nth-child(4n + 5)) > :nth-last-child(-n + 2)`, TRACKS / 2);
    wide(`${grid}:has(> :last-child:nth-child(4n + 6)) > :nth-last-child(-n + 2)`, TRACKS / 2);
    wide(`${grid}:has(> :last-child:nth-child(4n + 7)) > :nth-last-child(-n + 3)`, TRACKS / 3);
  }
}
export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  // The last resort for a word longer than the card: broken inside rather than drawn past the border.
  overflowWrap: "break-word",
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { "&:has(a:hover)": { borderColor: vars.color.primary, boxShadow: vars.shadow.md } },
});
export const cardImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.neutralSoft,
});
export const cardHead = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.sm });
export const cardTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });
export const cardBody = style({ color: vars.color.muted });
export const cardValue = style({
  fontSize: vars.fontSize.lg,
  overflowWrap: "anywhere",
  fontWeight: vars.weight.bold,
  color: vars.color.primaryStrong,
  lineHeight: vars.lineHeight.tight,
});
export const cardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.lg },
    "&:hover": { color: vars.color.primaryStrong },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const cardMore = style({
  marginTop: "auto",
  paddingTop: vars.space.sm,
  fontWeight: vars.weight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.primaryStrong,
  // An e-mail address as a link label breaks between its parts (withAddressBreaks); a part longer than
  // the card still wraps inside it instead of running out.
  overflowWrap: "anywhere",
});
export const bullets = style({ listStyle: "none", padding: 0, display: "grid", gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const bullet = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "baseline",
  selectors: {
    "&::before": {
      content: '""',
      flexShrink: 0,
      width: "0.45rem",
      height: "0.45rem",
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
      transform: "translateY(-0.1rem)",
    },
  },
});

/**
 * A form and the section beside it (the contact facts): one after the other on phones and tablets, side by
 * side from 64rem, each section's container its column's, so its padding is the gutter between them.
 */
export const beside = style({
  "@media": {
    "(min-width: 64rem)": {
      display: "grid",
      gridTemplateColumns: "minmax(0, 3fr) minmax(18rem, 2fr)",
      alignItems: "start",
      maxWidth: vars.layout.maxWidth,
      marginInline: "auto",
    },
  },
});
