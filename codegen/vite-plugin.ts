import type { IncomingMessage } from "node:http";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { problemPage } from "./problem-page.ts";
import { formatProblem, type Problem } from "./problems.ts";
import { PUBLIC_DIR } from "./public-dir.ts";
import { runCodegen, type CodegenResult } from "./run.ts";
import { createCodegenSession } from "./session.ts";

const GENERATED_MANIFEST = "app/.generated/manifest.ts";

/**
 * Runs codegen when `npm run dev` (server/dev.ts) starts, before the router reads the manifest, and again when a content
 * file changes. One session serves every run, so a save parses, validates and prints again only what it
 * changed (codegen/session.ts). Generated modules are rewritten only when their text changes, so Vite's own
 * watcher hot-reloads exactly the affected routes. While content has problems, a page load gets them
 * (status 500, `problemPage`) instead of the last good page, and the next good save brings the page back.
 */
export function contentCodegen(): Plugin {
  let root = process.cwd();
  let problems: readonly Problem[] = [];
  const session = createCodegenSession();
  let started: CodegenResult | undefined;
  return {
    name: "content-codegen",
    apply: "serve",
    // Before React Router's plugin, whose configuration reads the generated manifest.
    enforce: "pre",
    config(config) {
      root = resolve(config.root ?? process.cwd());
      started = runCodegen(root, { env: process.env, session });
      problems = started.problems;
      // Without generated modules there is no page to show the problems on: stop, as the CLI does.
      if (problems.length > 0 && !existsSync(join(root, GENERATED_MANIFEST))) {
        for (const problem of problems) console.error(formatProblem(problem));
        throw new Error(`codegen: ${problems.length} problem(s) in content/; nothing was generated.`);
      }
    },
    configureServer(server) {
      const { logger } = server.config;
      const report = (result: CodegenResult) => {
        for (const problem of result.problems) logger.error(formatProblem(problem));
        for (const warning of result.warnings) logger.warn(formatProblem(warning));
      };
      if (started) report(started);
      server.watcher.add(`${root}/content`);
      const onChange = (file: string) => {
        // An image added under the public folder can clear a "image not found" problem (CG142).
        const changed = relative(root, file);
        if (!changed.startsWith("content") && !changed.startsWith(PUBLIC_DIR)) return;
        const result = runCodegen(root, { env: process.env, session });
        report(result);
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
