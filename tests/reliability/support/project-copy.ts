import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const repo = join(import.meta.dirname, "../../..");
const PROJECT_FILES = [
  "app",
  "codegen",
  "model",
  "content",
  "release",
  "server",
  "tools",
  "package.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
];

/**
 * A temporary copy of what `npm run dev` runs from, sharing the repository's node_modules: a test can save,
 * break and check out its content without touching the repository's (other tests read it meanwhile). As a
 * fresh clone has it: without the generated files, which the dev server must make before it needs them.
 */
export function copyProject(prefix: string): string {
  const project = mkdtempSync(join(tmpdir(), prefix));
  const generated = join(repo, "generated");
  for (const file of PROJECT_FILES) {
    cpSync(join(repo, file), join(project, file), { recursive: true, filter: (source) => !source.startsWith(generated) });
  }
  symlinkSync(join(repo, "node_modules"), join(project, "node_modules"), "dir");
  return project;
}
