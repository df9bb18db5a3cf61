import { site } from "../.generated/site.ts";

type ErrorPageStatus = keyof typeof site.errorPages;

/** The copy for an error status: its own where the site has one, else the general 4xx or 5xx page. */
export function errorPageCopy(status: number): { title: string; body: string } {
  const key = String(status);
  if (Object.hasOwn(site.errorPages, key)) return site.errorPages[key as ErrorPageStatus];
  return status >= 400 && status < 500 ? site.errorPages["400"] : site.errorPages["500"];
}
