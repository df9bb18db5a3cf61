// What pages can reach of the client build, and a build step that removes the rest. React Router's build
// writes its browser client (entry, route modules, its manifest) into assets/ and its prerender writes loader
// data (`<page>.data`) beside each page: both feed its client router, which no page loads (decision 320),
// and neither can be switched off. A page loads its page script, which loads the form islands; what a
// page's HTML names and what those scripts import, transitively, is what ships (decision 411). Runs after
// `react-router build`, before precompression, which would otherwise compress and ship the rest too.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, posix } from "node:path";

/** A script a page names: `<script src>`, a module preload, or the page script's `data-page-script`. */
const PAGE_SCRIPT = /\b(?:src|href|data-page-script)="(\/(?!\/)[^"?#]+\.js)"/g;
/** A script a script names: a static or dynamic import (`"./x.js"`), or a URL it loads (the islands' `"/assets/…"`). */
const IMPORTED = /["'`]((?:\.{1,2})?\/(?!\/)[\w./-]+\.js)["'`]/g;
/** Files that only a browser script would load: scripts and loader data, and their precompressed copies. */
const SCRIPT_OR_DATA = /\.(?:js|data)(?:\.br|\.gz)?$/;

export interface Reach {
  /** Every script a page of the build can load, as a URL path ("/assets/enhance-….js"). */
  scripts: Set<string>;
  /** Scripts a page or a script names that the build does not hold, as "name ← named by". */
  missing: string[];
}

const filesOf = (client: string) =>
  readdirSync(client, { recursive: true, encoding: "utf8" }).map((file) => `/${file.split("\\").join("/")}`);

/** Walks from every page's HTML through the scripts it names and their imports, recursively. */
export function reachableScripts(client: string): Reach {
  const scripts = new Set<string>();
  const namedBy = new Map<string, string>();
  const name = (url: string, by: string) => {
    if (!scripts.has(url)) namedBy.set(url, by);
    scripts.add(url);
  };
  for (const page of filesOf(client).filter((file) => file.endsWith(".html")))
    for (const [, url] of readFileSync(join(client, page), "utf8").matchAll(PAGE_SCRIPT)) name(url!, page);
  const missing: string[] = [];
  // A Set visits what is added while it is iterated: each script's imports join the walk.
  for (const script of scripts) {
    if (!existsSync(join(client, script))) {
      missing.push(`${script} ← ${namedBy.get(script)}`);
      continue;
    }
    for (const [, target] of readFileSync(join(client, script), "utf8").matchAll(IMPORTED))
      name(target!.startsWith("/") ? target! : posix.join(posix.dirname(script), target!), script);
  }
  return { scripts, missing };
}

/** Scripts and loader data in the build that no page can reach, as URL paths, compressed copies included. */
export function unreachableFiles(client: string): string[] {
  const { scripts } = reachableScripts(client);
  return (
    filesOf(client)
      // Loader data is never a script a page names, so it is never reached.
      .filter((file) => SCRIPT_OR_DATA.test(file) && !scripts.has(file.replace(/\.(?:br|gz)$/, "")))
      .sort()
  );
}

export function dropUnreachableFiles(client: string): void {
  const files = unreachableFiles(client);
  for (const file of files) rmSync(join(client, file));
  console.log(`unreachable-files: removed ${files.length} files no page loads`);
}
