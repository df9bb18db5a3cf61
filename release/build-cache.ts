import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Outputs of slow build steps (brotli at quality 11, share cards), kept by the hash of everything they are
 * made from, in the build root beside the releases. A rebuild makes only what changed; after a build the
 * cache holds exactly what that build used, so it never grows past one release's outputs.
 */
export class BuildCache {
  private readonly folder: string;
  private readonly used = new Set<string>();
  hits = 0;
  misses = 0;

  constructor(root: string, step: string) {
    this.folder = join(root, ".cache", step);
    mkdirSync(this.folder, { recursive: true });
  }

  /** The key of an output made from these inputs. */
  static key(...inputs: (string | Uint8Array)[]): string {
    const hash = createHash("sha256");
    for (const input of inputs) hash.update(input).update("\0");
    return hash.digest("hex");
  }

  /** Copies the cached output named `key` to `target`; false when there is none. */
  restore(key: string, target: string): boolean {
    this.used.add(key);
    try {
      copyFileSync(join(this.folder, key), target);
    } catch (error) {
      // Not made yet, or pruned a moment ago by a build finishing beside this one.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      this.misses += 1;
      return false;
    }
    this.hits += 1;
    return true;
  }

  /** Keeps `bytes` as the output named `key`; written aside and renamed, so a killed build leaves no half file. */
  store(key: string, bytes: Uint8Array): void {
    const cached = join(this.folder, key);
    const partial = `${cached}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, cached);
    this.used.add(key);
  }

  /** Removes what this build did not use. */
  prune(): void {
    for (const name of readdirSync(this.folder)) if (!this.used.has(name)) rmSync(join(this.folder, name), { force: true });
  }
}
