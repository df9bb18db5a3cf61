import type { Figure } from "./schema/figure.ts";
import { INTL_LOCALES, type Locale } from "./schema/locales.ts";
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
  const decimals = Math.max(...numbers.map((number) => (String(number).split(".")[1] ?? "").length));
  const format = new Intl.NumberFormat(INTL_LOCALES[locale], {
    ...unitOptions(value.unit),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const scale = value.unit === "percent" ? 100 : 1;
  // Intl's percent style multiplies by 100; dividing 99.999 by 100 in binary would round to 99.99899….
  const scaled = (number: number) => Number(`${number}e-${Math.log10(scale)}`);
  const written = "number" in value ? format.format(scaled(value.number)) : format.formatRange(scaled(value.from), scaled(value.to));
  return typeset(written, locale);
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
