import { publishedConsents } from "#generated/consent-register.ts";
import type { Locale } from "#model/schema/locales.ts";

/** Each version the site ever published, with the language of its text (content/consent-register.yaml). */
const published: ReadonlyMap<string, Locale> = new Map(publishedConsents.map((entry) => [entry.version, entry.locale]));

/**
 * The language of the published consent text `version` names; undefined for anything the site never
 * published (a forged or mistyped version, or none). Any published text is accepted, the current one or an
 * older one a tab opened before a release still shows: the lead records the one its visitor read (decision 460).
 */
export function publishedConsentLocale(version: unknown): Locale | undefined {
  return typeof version === "string" ? published.get(version) : undefined;
}
