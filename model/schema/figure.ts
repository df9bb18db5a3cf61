import { z } from "zod";
import { text, textFor } from "./common.ts";

/**
 * What a figure counts, as `Intl.NumberFormat` names it: each language writes the number and its unit
 * its own way (99.999% · 99,999 % · 99,999%; $10,000 · 10 000 $), so the unit is data, not text.
 */
const figureUnit = z.enum(["percent", "usd", "minute", "hour", "day"]);

const amount = z.number().nonnegative();

/** The JSON Schema title of a figure, by which the translation files' schema leaves figures out. */
export const FIGURE_TITLE = "Figure (number and unit)";

/**
 * A bare figure stored once as number and unit (`{ number: 99.999, unit: percent }`) or as a range
 * (`{ from: 10000, to: 50000, unit: usd }`); codegen writes it in each page's language
 * (codegen/figures.ts), so a translation never restates it.
 */
export const figure = z
  .union([
    z.strictObject({ number: amount, unit: figureUnit }),
    z
      .strictObject({ from: amount, to: amount, unit: figureUnit })
      .refine((range) => range.from < range.to, { message: "`from` must be less than `to`", path: ["to"] }),
  ])
  .meta({ title: FIGURE_TITLE, description: "Written in each language's format by codegen: { number: 99.999, unit: percent }" });

export type Figure = z.infer<typeof figure>;

/**
 * A content value as a generated module holds it: every figure already written in its language
 * (codegen/figures.ts), so the page renders text and never formats a number itself.
 */
export type Written<T> = T extends Figure
  ? string
  : T extends readonly (infer Item)[]
    ? Written<Item>[]
    : T extends object
      ? { [Key in keyof T]: Written<T[Key]> }
      : T;

/** A value an author writes either as text ("Free", "24/7") or as a figure. */
export const textOrFigure = z.union([text, figure]);

/** The same, where the design holds a text of at most `limit.max` characters. */
export const textOrFigureFor = (limit: Parameters<typeof textFor>[0]) => z.union([textFor(limit), figure]);
