import { style, type StyleRule } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../ui/theme.css.ts";

/**
 * The widest advance of a character in the boldest sans a visitor's system-ui may fall back to: DejaVu
 * Sans Bold, Linux's default, sets «Бесплатно» at 0.68em a character; Segoe UI, SF Pro, Roboto and Arial
 * set narrower (docs/decisions/348).
 */
const EM_PER_CHARACTER = 0.7;

/** Size steps: the characters of the longest run a grid's figures cannot break, rounded up to one of these. */
export const FIGURE_RUNS = [6, 8, 10, 12, 14, 16, 20] as const;
export type FigureRun = (typeof FIGURE_RUNS)[number];

/** A tile whose width sets its figure's size; size containment keeps a long figure from widening its column. */
export const figureTile = style({ containerType: "inline-size" });

const runSizes = Object.fromEntries(
  FIGURE_RUNS.map((run) => [run, { fontSize: `min(${vars.fontSize.xl}, ${(100 / (EM_PER_CHARACTER * run)).toFixed(2)}cqi)` }]),
) as Record<FigureRun, StyleRule>;

/**
 * A headline figure: as large as the type scale's xl, and no larger than lets its longest run fit its tile
 * in the widest fallback font, so it wraps at spaces only and never inside a word or a unit.
 */
export const figure = recipe({
  base: {
    margin: 0,
    overflowWrap: "normal",
    hyphens: "manual",
    fontWeight: vars.weight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: { run: runSizes },
});
