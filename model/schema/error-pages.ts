import type { SiteFile } from "./index.ts";

type ErrorPages = SiteFile["errorPages"];

/**
 * The copy for an error status: its own where the site has one, else the general 4xx or 5xx page. The
 * React error page, the form action and the server's own refusal pages all answer with it.
 */
export function errorPageCopy(errorPages: ErrorPages, status: number): { title: string; body: string } {
  const key = String(status);
  if (Object.hasOwn(errorPages, key)) return errorPages[key as keyof ErrorPages];
  return status >= 400 && status < 500 ? errorPages["400"] : errorPages["500"];
}
