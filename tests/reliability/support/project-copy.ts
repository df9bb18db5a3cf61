import { cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
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
 * A temporary copy of what `npm run dev` runs from, sharing the repository's installed packages: a test can save,
 * break and check out its content without touching the repository's (other tests read it meanwhile). As a
 * fresh clone has it: without the generated files, which the dev server must make before it needs them.
 */
export function copyProject(prefix: string): string {
  const project = mkdtempSync(join(tmpdir(), prefix));
  const generated = join(repo, "generated");
  const installed = ["node_modules", "tools/editor-app/node_modules"];
  const skipped = [generated, ...installed.map((folder) => join(repo, folder))];
  for (const file of PROJECT_FILES) {
    cpSync(join(repo, file), join(project, file), {
      recursive: true,
      filter: (source) => !skipped.some((folder) => source.startsWith(folder)),
    });
  }
  // Installed packages are shared, Decap's own (tools/editor-app) too once the editor has installed it.
  for (const folder of installed) if (existsSync(join(repo, folder))) symlinkSync(join(repo, folder), join(project, folder), "dir");
  return project;
}
