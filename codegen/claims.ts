import { formatFigure } from "./figures.ts";
import type { SiteFile } from "./schema/index.ts";

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Replaces `{{key}}` with the value of that claim, written in the site text's language (a figure such as
 * 99.999% becomes «99,999 %» in Russian), and `{{contacts.field}}` with that contact, in every string of a
 * section. Codegen has already rejected unknown keys, so a miss leaves the token visible.
 */
export function resolveClaims<T>(value: T, site: ClaimSource): T {
  return resolve(value, site) as T;
}

type ClaimSource = Pick<SiteFile, "claims" | "contacts" | "locale">;

function resolve(value: unknown, site: ClaimSource): unknown {
  if (typeof value === "string") {
    if (!value.includes("{{")) return value;
    return value.replace(TOKEN, (token, key: string) => {
      if (key.startsWith("contacts.")) {
        const contact = site.contacts[key.slice("contacts.".length) as keyof SiteFile["contacts"]];
        return typeof contact === "string" ? contact : token;
      }
      const claim = site.claims[key];
      return claim ? formatFigure(claim.value, site.locale) : token;
    });
  }
  if (Array.isArray(value)) return value.map((item) => resolve(item, site));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolve(child, site)]));
  }
  return value;
}
