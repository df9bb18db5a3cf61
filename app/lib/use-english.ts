import { useLocation } from "react-router";
import { localeOfPath } from "#model/schema/locales.ts";
import { sitesShownInEnglish } from "#generated/sites/index.ts";
import { langIn, type LangOf } from "./lang-of.ts";
import { usePageData } from "./use-page-data.ts";

const sets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The set of a list of texts, built once per list. */
function setOf(texts: readonly string[]): ReadonlySet<string> {
  let set = sets.get(texts);
  if (!set) sets.set(texts, (set = new Set(texts)));
  return set;
}

/**
 * langIn() for the page being rendered: the texts it shows in English (not translated yet, or outdated),
 * which the page route's loader hands it (the layout's among them); an error page has the site's own.
 */
export function useLangOf(): LangOf {
  const site = sitesShownInEnglish[localeOfPath(useLocation().pathname)];
  return langIn(setOf(usePageData()?.shownInEnglish ?? site));
}
