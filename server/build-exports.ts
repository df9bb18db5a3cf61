import type { RouterContext, ServerBuild } from "react-router";
import type { LeadDoors } from "./leads/context.ts";

/**
 * What the server takes from the React Router server bundle, exported by app/entry.server.tsx: the load
 * context key its actions read the lead service from (one object, so the server must use the bundle's).
 */
export type BuildExports = {
  leadDoorsContext: RouterContext<LeadDoors>;
};

export function buildExportsOf(build: ServerBuild): BuildExports {
  const exports = (build.entry.module as { buildExports?: BuildExports }).buildExports;
  if (!exports) throw new Error("The server build has no buildExports (app/entry.server.tsx): run `npm run build` again.");
  return exports;
}
