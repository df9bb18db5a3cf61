import type { SiteFile, Written } from "../../codegen/schema/index.ts";

/**
 * A route's `handle` carries the site's text in the page's language: codegen has each language's route
 * import its own site text, so a page renders only its language's (docs/decisions/311).
 */
export interface PageHandle {
  site: Written<SiteFile>;
  /** Texts of a translated page shown in English (not translated yet, or outdated), marked `lang="en"`. */
  shownInEnglish: readonly string[];
}

type Match = { handle: unknown };

const handleOf = (match: Match): Partial<PageHandle> =>
  typeof match.handle === "object" && match.handle !== null ? (match.handle as Partial<PageHandle>) : {};

/** The site text of the page's language, from the deepest route that gives one (every page and not-found route does). */
export function pageSite(matches: readonly Match[]): Written<SiteFile> {
  const site = matches.map((match) => handleOf(match).site).findLast((item) => item !== undefined);
  if (!site) throw new Error("no matched route hands the layout its site text (codegen emits it in every route's handle)");
  return site;
}

const sets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The English texts of the page (the deepest route's), as a set; built once per route module. */
export function pageShownInEnglish(matches: readonly Match[]): ReadonlySet<string> {
  const texts = matches.map((match) => handleOf(match).shownInEnglish).findLast((item) => item !== undefined) ?? [];
  let set = sets.get(texts);
  if (!set) sets.set(texts, (set = new Set(texts)));
  return set;
}
