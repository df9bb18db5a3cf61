import { useMatches } from "react-router";
import type { SiteFile, Written } from "../../codegen/schema/index.ts";
import { pageSite } from "./hydration.ts";

/** The site's text, navigation and settings in the language of the page being rendered (its route's handle). */
export function useSite(): Written<SiteFile> {
  return pageSite(useMatches());
}
