import type { IncomingMessage } from "node:http";
import { relative } from "node:path";
import type { Plugin } from "vite";
import { problemPage } from "./problem-page.ts";
import { formatProblem, type Problem } from "./problems.ts";
import { PUBLIC_DIR } from "./public-dir.ts";
import { runCodegen } from "./run.ts";

/**
 * Reruns codegen when a content file changes during `npm run dev`. Generated modules are rewritten only
 * when their text changes, so Vite's own watcher hot-reloads exactly the affected routes. While content
 * has problems, a page load gets them (status 500, `problemPage`) instead of the last good page, and the
 * next good save brings the page back.
 */
export function contentCodegen(): Plugin {
  let root = process.cwd();
  // `npm run dev` starts only after the codegen CLI passed, so content starts out without problems.
  let problems: readonly Problem[] = [];
  return {
    name: "content-codegen",
    apply: "serve",
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      const { logger } = server.config;
      server.watcher.add(`${root}/content`);
      const onChange = (file: string) => {
        // An image added under the public folder can clear a "image not found" problem (CG142).
        const changed = relative(root, file);
        if (!changed.startsWith("content") && !changed.startsWith(PUBLIC_DIR)) return;
        const result = runCodegen(root, { env: process.env });
        for (const problem of result.problems) logger.error(formatProblem(problem));
        for (const warning of result.warnings) logger.warn(formatProblem(warning));
        const fixed = problems.length > 0 && result.problems.length === 0;
        problems = result.problems;
        if (fixed) logger.info(`content: problems fixed, ${result.written.length} file(s) regenerated`);
        else if (problems.length === 0 && result.written.length > 0) logger.info(`content: regenerated ${result.written.length} file(s)`);
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
      // Vite is the dev pipeline's file layer, asked before React Router: a page load stops here.
      server.middlewares.use((req, res, next) => {
        if (problems.length === 0 || !isPageLoad(req)) return next();
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.end(req.method === "HEAD" ? undefined : problemPage(problems));
      });
    },
  };
}

/** A browser asking for a document; Vite's modules, assets, `/healthz` and the APIs ask for other types. */
function isPageLoad(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && (req.headers.accept ?? "").includes("text/html");
}
