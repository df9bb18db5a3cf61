import { createContext, useContext } from "react";
import type { SiteFile } from "../../codegen/schema/index.ts";

const SiteContext = createContext<SiteFile | null>(null);

/** Set by the layout to the site text of the page's language (app/lib/hydration.ts, `pageSite`). */
export const SiteProvider = SiteContext.Provider;

/** The site's text, navigation and settings in the language of the page being rendered. */
export function useSite(): SiteFile {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() is called outside the page layout");
  return site;
}
