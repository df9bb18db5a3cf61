/**
 * The languages the site is published in. English is the source every translation is checked against.
 * @public the list translated content and forms are built on (issue 14)
 */
export const LOCALES = ["en", "ru", "uz"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
