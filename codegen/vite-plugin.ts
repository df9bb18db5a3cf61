import { relative } from "node:path";
import type { Plugin } from "vite";
import { formatProblem } from "./problems.ts";
import { PUBLIC_DIR } from "./public-dir.ts";
import { runCodegen } from "./run.ts";

/**
 * Reruns codegen when a content file changes during `npm run dev`. Generated modules are rewritten only
 * when their text changes, so Vite's own watcher hot-reloads exactly the affected routes.
 */
export function contentCodegen(): Plugin {
  let root = process.cwd();
  const regenerate = (log: (message: string) => void, warn: (message: string) => void) => {
    const result = runCodegen(root, { env: process.env });
    for (const problem of result.problems) log(formatProblem(problem));
    for (const warning of result.warnings) warn(formatProblem(warning));
    return result;
  };
  return {
    name: "content-codegen",
    apply: "serve",
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.watcher.add(`${root}/content`);
      const onChange = (file: string) => {
        // An image added under the public folder can clear a "image not found" problem (CG142).
        const changed = relative(root, file);
        if (!changed.startsWith("content") && !changed.startsWith(PUBLIC_DIR)) return;
        const { problems, written } = regenerate(
          (line) => server.config.logger.error(line),
          (line) => server.config.logger.warn(line),
        );
        if (problems.length === 0 && written.length > 0) {
          server.config.logger.info(`content: regenerated ${written.length} file(s)`);
        }
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
    },
  };
}
