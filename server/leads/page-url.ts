const MAX_PAGE_URL_LENGTH = 2048;

/**
 * The page a lead was sent from, as stored with it: only an http(s) URL on one of `origins` (the site's
 * configured ones, never one a request's Host header names), normalised, without credentials. Anything else —
 * `javascript:`, another site, a malformed or oversized value — is dropped: the page is a hint for the
 * CRM, and a lead is never refused for it (docs/decisions/107-operator-output.md).
 */
export function sameOriginPageUrl(candidate: string | null | undefined, origins: readonly string[]): string | undefined {
  if (!candidate || candidate.length > MAX_PAGE_URL_LENGTH || !URL.canParse(candidate)) return undefined;
  const url = new URL(candidate);
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const allowed = origins.filter((origin) => URL.canParse(origin)).map((origin) => new URL(origin).origin);
  if (!allowed.includes(url.origin)) return undefined;
  url.username = "";
  url.password = "";
  return url.href.length <= MAX_PAGE_URL_LENGTH ? url.href : undefined;
}
