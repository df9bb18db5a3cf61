import { join } from "node:path";
import { crossCheck } from "./check.ts";
import { emit } from "./emit.ts";
import { loadContent } from "./load.ts";
import { sortProblems, type Problem } from "./problems.ts";
import { readPublicEnv } from "./public-env.ts";
import { routeEntries } from "./routes.ts";
import { syncFolder } from "./write-if-changed.ts";

export interface CodegenResult {
  problems: Problem[];
  /** Generated files whose text changed (empty when nothing did, or when content had problems). */
  written: string[];
  routeCount: number;
}

/** Validates content under `root` and, only when it is all valid, regenerates app/.generated/. */
export function runCodegen(root: string, options: { siteUrl?: string; env?: NodeJS.ProcessEnv } = {}): CodegenResult {
  const { content, problems } = loadContent(root);
  if (!content) return { problems: sortProblems(problems), written: [], routeCount: 0 };

  const routes = routeEntries(content);
  const crossProblems = crossCheck(content, routes);
  if (crossProblems.length > 0) return { problems: sortProblems(crossProblems), written: [], routeCount: routes.length };

  const files = emit(content, routes, {
    siteUrl: options.siteUrl ?? content.site.data.url,
    publicEnv: readPublicEnv(options.env ?? {}),
  });
  const { written } = syncFolder(join(root, "app/.generated"), files);
  return { problems: [], written, routeCount: routes.length };
}
