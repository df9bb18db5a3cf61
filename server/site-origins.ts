/**
 * The site's own origins, as configured: the public site URL the server runs with, the canonical URL its
 * build was made with, and the address it listens on. Only these count as "ours" for a stored page URL
 * (decision 341); a request's Host header never adds to them.
 */
export function siteOrigins(urls: readonly (string | undefined)[]): string[] {
  const origins = urls.filter((url): url is string => url !== undefined && URL.canParse(url)).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
