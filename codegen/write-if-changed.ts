import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, type Stats } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The files of a folder as this process last wrote or read them: each one's text, and its size and time of
 * change on disk then. Kept by a codegen session (codegen/session.ts), it spares a save reading every
 * generated file again to compare: a file whose text is the one kept, and whose size and time are still
 * those seen, still holds that text. A file changed or removed by another hand is read and rewritten.
 */
export type KnownFiles = Map<string, { text: string; size: number; mtimeMs: number }>;

/** The files a sync wrote (`added` among them, those that were not there) and removed, by their path in the folder. */
export interface FolderChanges {
  written: string[];
  added: string[];
  removed: string[];
}

/**
 * Writes files under `folder` only when their text differs, then removes files no longer emitted.
 * Untouched files keep their mtime, so Vite reloads only what really changed.
 */
export function syncFolder(folder: string, files: ReadonlyMap<string, string>, known: KnownFiles = new Map()): FolderChanges {
  const written: string[] = [];
  const added: string[] = [];
  const removed: string[] = [];
  for (const [name, text] of files) {
    const path = join(folder, name);
    const kept = known.get(name);
    if (kept?.text === text && sameOnDisk(statOrNull(path), kept)) continue;
    const current = readOrNull(path);
    if (current !== text) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      written.push(name);
      if (current === null) added.push(name);
    }
    const { size, mtimeMs } = statSync(path);
    known.set(name, { text, size, mtimeMs });
  }
  for (const name of listNames(folder)) {
    if (files.has(name) || !statOrNull(join(folder, name))?.isFile()) continue;
    rmSync(join(folder, name));
    removed.push(name);
    known.delete(name);
  }
  for (const name of known.keys()) if (!files.has(name)) known.delete(name);
  return { written, added, removed };
}

function sameOnDisk(stats: Stats | null, kept: { size: number; mtimeMs: number }): boolean {
  return stats !== null && stats.size === kept.size && stats.mtimeMs === kept.mtimeMs;
}

function statOrNull(path: string): Stats | null {
  return statSync(path, { throwIfNoEntry: false }) ?? null;
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** Every file and folder under `folder`, by its path there. */
function listNames(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
}
