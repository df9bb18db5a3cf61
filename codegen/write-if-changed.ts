import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/**
 * Writes files under `folder` only when their text differs, then removes files no longer emitted.
 * Untouched files keep their mtime, so Vite reloads only what really changed.
 */
export function syncFolder(folder: string, files: ReadonlyMap<string, string>): { written: string[] } {
  const written: string[] = [];
  for (const [name, text] of files) {
    const path = join(folder, name);
    if (readOrNull(path) === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    written.push(name);
  }
  for (const path of listRecursive(folder)) {
    if (!files.has(relative(folder, path))) rmSync(path);
  }
  return { written };
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

function listRecursive(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listRecursive(path) : [path];
  });
}
