import { formatFigure } from "./figures.ts";
import type { SiteFile } from "#model/schema/index.ts";
import { typeset } from "./typography.ts";

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;

type QuotedSite = Pick<SiteFile, "claims" | "contacts" | "legal" | "analytics" | "analyticsConsent" | "locale">;

/**
 * Blocks of site.yaml whose values a text may quote as `{{block.field}}`: contacts, the legal entities
 * the analytics settings (the privacy policy states the cookie lifetime the client is given) and the
 * consent banner's texts (the policy names its buttons as the visitor reads them).
 */
const QUOTABLE_BLOCKS: ReadonlySet<string> = new Set(["contacts", "legal", "analytics", "analyticsConsent"]);

/**
 * The text or number at `block.field…` of the site, or undefined when no such value exists. A duration
 * kept in milliseconds (`startDelayMs`) is quoted in seconds as `…Seconds` (`{{analytics.startDelaySeconds}}`),
 * as a reader is told it: the text and the setting the code runs with stay one value.
 */
export function siteValue(site: QuotedSite, key: string): string | undefined {
  const [block = "", ...fields] = key.split(".");
  if (!QUOTABLE_BLOCKS.has(block) || fields.length === 0) return undefined;
  let value: unknown = site[block as keyof QuotedSite];
  for (const field of fields) value = value && typeof value === "object" ? inRecord(value as Record<string, unknown>, field) : undefined;
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

function inRecord(record: Record<string, unknown>, field: string): unknown {
  if (field in record || !field.endsWith("Seconds")) return record[field];
  const ms = record[`${field.slice(0, -"Seconds".length)}Ms`];
  return typeof ms === "number" ? ms / 1000 : undefined;
}

/**
 * Replaces `{{key}}` with the value of that claim, written in the site text's language (a figure such as
 * 99.999% becomes «99,999 %» in Russian), and `{{contacts.field}}` (or another quotable block's field)
 * with that value, in every string of a section or Markdown tree, typeset again in the site text's
 * language now that its values are in. Codegen has already rejected unknown keys, so a miss leaves the
 * token visible.
 */
export function resolveClaims<T>(value: T, site: QuotedSite): T {
  return resolve(value, site) as T;
}

function resolve(value: unknown, site: QuotedSite): unknown {
  if (typeof value === "string") {
    if (!value.includes("{{")) return value;
    const resolved = value.replace(TOKEN, (token, key: string) => {
      if (key.includes(".")) return siteValue(site, key) ?? token;
      const claim = site.claims[key];
      return claim ? formatFigure(claim.value, site.locale) : token;
    });
    // Set again with its values in: «{{analytics.cookieExpirationDays}} дней» was a word and a word until
    // now, and is a number and its unit («365 дней») only from here (review R10).
    return typeset(resolved, site.locale);
  }
  if (Array.isArray(value)) return value.map((item) => resolve(item, site));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolve(child, site)]));
  }
  return value;
}
