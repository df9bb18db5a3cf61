import { useScratchFolder } from "./scratch-folder.ts";

/** Playwright's global setup: the run's temporary files (browser profiles, stores) in a folder of their own, removed when it ends. */
export default function setup(): () => void {
  return useScratchFolder("playwright");
}
