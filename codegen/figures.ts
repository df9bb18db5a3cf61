import type { Figure } from "#model/schema/figure.ts";
import { INTL_LOCALES, type Locale } from "#model/schema/locales.ts";
import { typeset } from "./typography.ts";

/**
 * A figure written the way its language writes it: `{ number: 99.999, unit: percent }` is "99.999%" in
 * English, «99,999 %» in Russian and "99,999%" in Uzbek; text is returned as it is. The number keeps the
 * decimals its author wrote (99.9 stays 99.9, never 99.900). Typeset like the language's texts, so a
 * line never breaks between the number and its unit («5,26 минуты»), wherever the figure is quoted.
 */
export function formatFigure(value: string | Figure, locale: Locale): string {
  if (typeof value === "string") return value;
  const numbers = "number" in value ? [value.number] : [value.from, value.to];
  // Intl pads every number of a range to the most decimals; the ranges below keep each end's own.
  const format = formatter(value.unit, Math.max(...numbers.map(decimalsOf)), locale);
  if ("number" in value) return typeset(format.format(scaled(value.number, value.unit)), locale);
  const range = locale === "en" ? ownDecimals(value.from, value.to, value.unit) : rangeOnce(value.from, value.to, value.unit, locale);
  return typeset(range ?? format.formatRange(scaled(value.from, value.unit), scaled(value.to, value.unit)), locale);
}

/** An English range whose ends have different decimals, each written with its own ("99.99% – 99.995%"). */
function ownDecimals(from: number, to: number, unit: Figure["unit"]): string | undefined {
  if (decimalsOf(from) === decimalsOf(to)) return undefined;
  const write = (number: number) => formatter(unit, decimalsOf(number), "en").format(scaled(number, unit));
  return `${write(from)} – ${write(to)}`;
}

function decimalsOf(number: number): number {
  return (String(number).split(".")[1] ?? "").length;
}

function formatter(unit: Figure["unit"], decimals: number, locale: Locale): Intl.NumberFormat {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    ...unitOptions(unit),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** Intl's percent style multiplies by 100; dividing 99.999 by 100 in binary would round to 99.99899…. */
function scaled(number: number, unit: Figure["unit"]): number {
  return unit === "percent" ? Number(`${number}e-2`) : number;
}

const NUMBER_PARTS: ReadonlySet<string> = new Set(["integer", "group", "decimal", "fraction", "minusSign"]);

/**
 * A range as Russian and Uzbek write it: each end with the decimals its author wrote and the unit once,
 * after it («99,99–99,995 %», "99,998–99,999%"), where Intl pads both ends alike and Uzbek repeats the
 * sign ("99,998% – 99,999%"). Undefined when the unit leads or takes another form at each end («14 дней»,
 * «21 день»): Intl's range is right there.
 */
function rangeOnce(from: number, to: number, unit: Figure["unit"], locale: Locale): string | undefined {
  const split = (number: number) => {
    const parts = formatter(unit, decimalsOf(number), locale).formatToParts(scaled(number, unit));
    const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
    const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
    const text = (from: number, to?: number) =>
      parts
        .slice(from, to)
        .map((part) => part.value)
        .join("");
    return { prefix: text(0, first), number: text(first, last + 1), suffix: text(last + 1) };
  };
  const [start, end] = [split(from), split(to)];
  if (start.prefix || end.prefix || start.suffix !== end.suffix) return undefined;
  return `${start.number}–${end.number}${end.suffix}`;
}

function unitOptions(unit: Figure["unit"]): Intl.NumberFormatOptions {
  if (unit === "percent") return { style: "percent" };
  if (unit === "usd") return { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" };
  return { style: "unit", unit, unitDisplay: "long" };
}

/** Every figure in `value` (a page, a form, the site text) written in `locale`: what a generated module holds. */
export function formatFigures<T>(value: T, locale: Locale): T {
  return walk(value, locale) as T;
}

function walk(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, locale));
  if (!value || typeof value !== "object") return value;
  if (isFigure(value)) return formatFigure(value, locale);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child, locale)]));
}

/** Content is validated before it is emitted, so an object with a unit and a number or range is a figure. */
function isFigure(value: object): value is Figure {
  return "unit" in value && ("number" in value || ("from" in value && "to" in value));
}
