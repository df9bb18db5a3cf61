import { useScratchFolder } from "./scratch-folder.ts";

/** Vitest's global setup: the run's temporary files in a folder of their own, removed when it ends. */
export default function setup(): () => void {
  return useScratchFolder("vitest");
}
