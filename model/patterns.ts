import type { NormalizedPattern, PatternName } from "./schema/form.ts";

/**
 * The named patterns form rules refer to (model/schema/form.ts patternNames), as predicates that run in
 * time linear in the value's length. A value longer than a pattern's longest is refused before any
 * expression reads it, and no expression has two quantifiers that can share a character: the regular
 * expressions these replace let a 100 KB e-mail of dots cost seconds of CPU, during which every other
 * request waited (docs/decisions/333-linear-validators.md).
 */
export const patterns = {
  email: (value) => value.length <= LONGEST_EMAIL && isEmail(value),
  url: (value) => value.length <= LONGEST_URL && isUrl(value),
  /** An http(s) URL or a bare domain such as rocket.uz (docs/decisions/334-regional-formats.md). */
  website: (value) => value.length <= LONGEST_URL && (isUrl(value) || (!value.includes("://") && isUrl(`https://${value}`))),
  /** Digits, plus, spaces, hyphens and parentheses, as numbers are written locally: +998 (71) 200-00-00. */
  phone: (value) => value.length <= LONGEST_PHONE && /^[\d+\s()-]+$/.test(value),
  alphanumeric: (value) => /^[a-zA-Z0-9]+$/.test(value),
  /** Starts with a letter or digit, then letters, digits, hyphen, underscore, dot or space. */
  vmName: (value) => /^[a-zA-Z0-9][a-zA-Z0-9\-_. ]*$/.test(value),
} as const satisfies Record<PatternName, (value: string) => boolean>;

/**
 * How a value that passed its pattern is stored and sent to the CRM. A phone loses its parentheses and
 * repeated spaces, so sales see one way of writing a number: "+998 (71) 200-00-00" becomes "+998 71 200-00-00".
 */
export const normalizers = {
  phone: (value) => value.replace(/[()]/g, "").replace(/\s+/g, " ").trim(),
} as const satisfies Record<NormalizedPattern, (value: string) => string>;

/** RFC 5321 caps a forward path at 256 octets, 254 of them the address. */
const LONGEST_EMAIL = 254;
/** Browsers and search engines agree on 2,048 characters; no company's home page is longer. */
const LONGEST_URL = 2048;
/** E.164 allows 15 digits; the rest is room for a plus, spaces, hyphens and parentheses. */
const LONGEST_PHONE = 32;

/**
 * One "@", something before it, no white space, and a dot in the domain with a character before it and
 * two after it: the rule the form always had (`^[^\s@]+@[^\s@]+\.[^\s@]{2,}$`), checked in one pass.
 */
function isEmail(value: string): boolean {
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) return false;
  const domain = value.slice(value.indexOf("@") + 1);
  return hasInnerDot(domain);
}

/** http:// or https://, a first character that starts a host, no white space, and a dot as in isEmail. */
function isUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/$.?#]\S*$/i.test(value)) return false;
  const rest = value.slice(value.indexOf("//") + 2);
  return hasInnerDot(rest);
}

/** A dot with at least one character before it and two after it. */
function hasInnerDot(text: string): boolean {
  return text.lastIndexOf(".", text.length - 3) >= 1;
}

/** Form posts carry numbers as text; an empty box is "missing", not zero. */
export function toNumber(value: unknown): unknown {
  if (value === "" || value === null || value === undefined) return undefined;
  if (typeof value === "string") return Number(value.trim());
  return value;
}

/** The consent box: ticked, a form posts "true" (its value) and a JSON caller sends `true`; anything else is not consent. */
export function toConsent(value: unknown): boolean {
  return value === true || value === "true";
}
