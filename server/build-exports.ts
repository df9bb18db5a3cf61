import type { RouterContext, ServerBuild } from "react-router";
import type { Locale } from "../codegen/schema/locales.ts";
import type { SiteFile } from "../codegen/schema/site.ts";
import type { FormsByKind } from "./leads/crm-payload.ts";
import type { LeadDoors } from "./leads/context.ts";

/**
 * What the server takes from the React Router server bundle, exported by app/entry.server.tsx, so that
 * the running server reads the build and never the source tree (app/.generated, content/).
 */
export type BuildExports = {
  /** The load context key the bundle's actions read the lead service from: one object, the bundle's. */
  leadDoorsContext: RouterContext<LeadDoors>;
  /** The generated form modules by lead kind: the outbox builds each CRM body from their mappings. */
  formsByKind: FormsByKind;
  /**
   * The site text in each language, behind the server's own status pages (a path under /ru/ is refused
   * in Russian); the chat settings, the same in every language, give its policy the widget's origin.
   */
  sites: Record<Locale, Pick<SiteFile, "name" | "locale" | "notFound" | "errorPages" | "chat">>;
  /** The site's canonical URL the build was made with (`PUBLIC_SITE_URL` then, else `url` in content/site.yaml). */
  siteUrl: string;
};

export function buildExportsOf(build: ServerBuild): BuildExports {
  const exports = (build.entry.module as { buildExports?: BuildExports }).buildExports;
  if (!exports) throw new Error("The server build has no buildExports (app/entry.server.tsx): run `npm run build` again.");
  return exports;
}
