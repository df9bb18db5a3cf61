import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * What a build is made from, hashed by content: a build whose recorded hash differs from the tree's is out
 * of date. Content rather than modification times, which a checkout or a copy changes without changing a
 * byte. Node built-ins only: `npm start` checks this before anything is generated or built.
 */
const SOURCES = [
  "content",
  "model",
  "codegen",
  "app",
  "server",
  "release",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];
const SKIPPED = new Set(["node_modules", ".DS_Store"]);

/** The file in a release holding the hash of the sources it was built from. */
export const SOURCES_FILE = "sources.sha256";

export function sourcesHash(root: string): string {
  const hash = createHash("sha256");
  const add = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!SKIPPED.has(name)) add(join(path, name));
      return;
    }
    hash.update(relative(root, path)).update("\0").update(readFileSync(path)).update("\0");
  };
  for (const source of SOURCES) add(join(root, source));
  return hash.digest("hex");
}

/** True when `release` was built from the sources now in `root`. */
export function builtFromCurrentSources(release: string, root: string): boolean {
  const file = join(release, SOURCES_FILE);
  return existsSync(file) && readFileSync(file, "utf8") === sourcesHash(root);
}
