import type { SiteFile } from "../../codegen/schema/index.ts";

/**
 * A route's `handle` says whether its page hydrates and carries the site's text in the page's language.
 * Codegen sets both: a page with a form loads the framework, every other page is HTML plus the small
 * page script (docs/decisions/304-html-first.md); each language's route imports its own site text, so a
 * page ships only its language's (docs/decisions/311).
 */
export interface PageHandle {
  hydrate: boolean;
  site: SiteFile;
}

type Match = { handle: unknown };

const handleOf = (match: Match): Partial<PageHandle> =>
  typeof match.handle === "object" && match.handle !== null ? (match.handle as Partial<PageHandle>) : {};

export function pageHydrates(matches: readonly Match[]): boolean {
  return matches.some((match) => handleOf(match).hydrate === true);
}

/** The site text of the page's language, from the deepest route that gives one (every page and not-found route does). */
export function pageSite(matches: readonly Match[]): SiteFile {
  const site = matches.map((match) => handleOf(match).site).findLast((item) => item !== undefined);
  if (!site) throw new Error("no matched route hands the layout its site text (codegen emits it in every route's handle)");
  return site;
}
