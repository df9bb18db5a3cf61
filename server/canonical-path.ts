import { TRANSLATED_LOCALES } from "#model/schema/locales.ts";

/** A language's home is a folder: /ru/ is its address, /ru leads there (docs/decisions/362). */
const LANGUAGE_HOMES: ReadonlySet<string> = new Set(TRANSLATED_LOCALES.map((locale) => `/${locale}`));

/**
 * One address per page: React Router matches paths without regard to case and the static layer
 * forgives repeated slashes, so /ABOUT and //about answered as second addresses of /about. Given the
 * site's page paths, returns the function that maps such a path to its canonical form (keeping one
 * trailing slash, the form a prerendered page's own forms post to), or undefined when the path is
 * canonical already or names no page, which stays a 404.
 */
export function canonicalPagePath(pages: readonly string[]): (pathname: string) => string | undefined {
  const byFolded = new Map(pages.map((page) => [page.toLowerCase(), page]));
  return (pathname) => {
    const collapsed = pathname.replace(/\/{2,}/g, "/");
    const trailing = collapsed.length > 1 && collapsed.endsWith("/");
    const page = byFolded.get((trailing ? collapsed.slice(0, -1) : collapsed).toLowerCase());
    if (page === undefined) return undefined;
    const canonical = (trailing && page !== "/") || LANGUAGE_HOMES.has(page) ? `${page}/` : page;
    return canonical === pathname ? undefined : canonical;
  };
}
