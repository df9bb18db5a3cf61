import { useLocation } from "react-router";
import type { SiteFile, Written } from "#model/schema/index.ts";
import { localeOfPath } from "#model/schema/locales.ts";
import { sites } from "#generated/sites/index.ts";

/** The site's text, navigation and settings in the language of the page being rendered, which its path names. */
export function useSite(): Written<SiteFile> {
  return sites[localeOfPath(useLocation().pathname)];
}
