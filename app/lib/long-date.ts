import { INTL_LOCALES, type Locale } from "#model/schema/locales.ts";

type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/**
 * Languages whose written norm differs from CLDR's long date pattern. Intl still names the month (and
 * inflects it), only the order and the words around the numbers are the language's own.
 */
const patterns: Partial<Record<Locale, (parts: DateParts) => string>> = {
  // CLDR writes "25-noyabr, 2026"; Uzbek puts the year first: "2026-yil 25-noyabr".
  uz: ({ year, day, month }) => `${year}-yil ${day}-${month}`,
};

/** A day as the language writes it in running text: "November 25, 2026", «25 ноября 2026 г.», "2026-yil 25-noyabr". */
export function longDate(locale: Locale, date: Date, timeZone?: string): string {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { year: "numeric", month: "long", day: "numeric", timeZone });
  const pattern = patterns[locale];
  const written = pattern
    ? pattern(Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value])))
    : format.format(date);
  return unbroken(written);
}

/** A date is read as one figure: its numbers keep the words beside them on their line («2026 г.» never splits). */
function unbroken(text: string): string {
  return text.replace(/(?<=\d) (?=\S)|(?<=\S) (?=\d)/g, "\u00a0");
}
