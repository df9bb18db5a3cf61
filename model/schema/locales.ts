/**
 * The languages the site is published in. English is the source every translation is checked against.
 * @public the list translated content and forms are built on (issue 14)
 */
export const LOCALES = ["en", "ru", "uz"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The languages besides English, each with its own translation files and URL prefix. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE);

/**
 * Each language's name in that language, for the language switcher. A name is the same on every page
 * whatever language the page is in (a visitor looks for their own language's name), so it lives here
 * rather than in the translated site text.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: "English", ru: "Русский", uz: "Oʻzbekcha" };

/** English names of the languages, for codegen's messages to authors. */
export const LANGUAGE_NAMES_IN_ENGLISH: Readonly<Record<Locale, string>> = { en: "English", ru: "Russian", uz: "Uzbek" };

/**
 * A page's path in a language: English keeps today's URLs, the others live under /<locale>/, with the
 * home page at "/ru/" (a folder, as prerendering writes it). Query and anchor are kept.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path;
  const [, pathname = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  return `/${locale}${pathname === "/" ? "/" : pathname}${rest}`;
}

/** The language a path is in, from its first segment. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return (TRANSLATED_LOCALES as readonly string[]).includes(first) ? (first as Locale) : DEFAULT_LOCALE;
}

/** The English path of a page at `pathname` in any language ("/ru/about" → "/about", "/ru/" → "/"). */
export function englishPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/**
 * Each language's BCP 47 tag wherever a page declares a language (`<html lang>`, `lang` and `hreflang`
 * attributes, alternates, the sitemap): Uzbek is written in Latin and Cyrillic, so its tag names the
 * script (docs/decisions/348).
 */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { en: "en", ru: "ru", uz: "uz-Latn" };

/** The locale Intl formats dates and numbers with, per language. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: "en-US", ru: "ru-RU", uz: "uz-Latn-UZ" };

/** Open Graph's language_TERRITORY form. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { en: "en_US", ru: "ru_RU", uz: "uz_UZ" };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
