import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A test run's temporary files in one folder of their own, removed when the run ends: the copies of the
 * project, the stores and the browsers' profiles that tests and the servers they start make under the
 * system's temporary folder. Node (`os.tmpdir()`), Chromium and nginx all follow TMPDIR, which the
 * processes a run starts inherit. Returns the removal.
 */
export function useScratchFolder(runner: string): () => void {
  const folder = mkdtempSync(join(tmpdir(), `silkway-${runner}-`));
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
