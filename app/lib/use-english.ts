import { useLocation } from "react-router";
import { localeOfPath } from "../../codegen/schema/locales.ts";
import { sitesShownInEnglish } from "../.generated/sites/index.ts";
import { usePageData } from "./use-page-data.ts";
import { langIn, type LangOf } from "./lang-of.ts";

const sets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The set of texts shown in English, built once per list (a page's loader data, or a site's). */
function setOf(texts: readonly string[], more: readonly string[] = []): ReadonlySet<string> {
  let set = sets.get(texts);
  if (!set) sets.set(texts, (set = new Set([...texts, ...more])));
  return set;
}

/**
 * langIn() for the page being rendered: the texts its language shows in English (not translated yet, or
 * outdated), the site's and the page's own from the page route's loader (an error page has the site's).
 */
export function useLangOf(): LangOf {
  const site = sitesShownInEnglish[localeOfPath(useLocation().pathname)];
  const page = usePageData()?.shownInEnglish ?? [];
  return langIn(page.length === 0 ? setOf(site) : setOf(page, site));
}
