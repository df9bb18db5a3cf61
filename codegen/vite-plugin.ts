import type { IncomingMessage } from "node:http";
import { existsSync, statSync, watch, type FSWatcher } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { problemPage } from "./problem-page.ts";
import { formatProblem, type Problem } from "./problems.ts";
import { PUBLIC_DIR } from "./public-dir.ts";
import { runCodegen, type CodegenResult } from "./run.ts";
import { createCodegenSession } from "./session.ts";

const GENERATED_MANIFEST = "app/.generated/manifest.ts";
const GENERATED = "app/.generated";

/**
 * Runs codegen when `npm run dev` (server/dev.ts) starts, before the router reads the manifest, and again when a content
 * file changes. One session serves every run, so a save parses, validates and prints again only what it
 * changed (codegen/session.ts). Generated modules are rewritten only when their text changes, and Vite hears
 * of exactly those, so it hot-reloads exactly the affected routes. While content has problems, a page load
 * gets them (status 500, `problemPage`) instead of the last good page, and the next good save brings the page back.
 *
 * Vite's watcher leaves content/ and app/.generated to this plugin: on every change it reads the changed
 * file's whole folder again (with the pages copied ten times, 780 content files and 430 modules a save), while
 * the plugin watches content/ itself and tells Vite which generated files it wrote or removed.
 */
export function contentCodegen(): Plugin {
  let root = process.cwd();
  let problems: readonly Problem[] = [];
  const session = createCodegenSession();
  let started: CodegenResult | undefined;
  let contentWatcher: FSWatcher | undefined;
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
      const owned = [join(root, "content"), join(root, GENERATED)];
      const isOwned = (path: string) => owned.some((folder) => path === folder || path.startsWith(`${folder}${sep}`));
      return { server: { watch: { ignored: [isOwned] } } };
    },
    configureServer(server) {
      const { logger } = server.config;
      const report = (result: CodegenResult) => {
        for (const problem of result.problems) logger.error(formatProblem(problem));
        for (const warning of result.warnings) logger.warn(formatProblem(warning));
      };
      if (started) report(started);
      const regenerate = () => {
        const result = runCodegen(root, { env: process.env, session });
        report(result);
        // What Vite's watcher would have said of these files, had it watched them.
        const generated = (name: string) => join(root, GENERATED, name);
        for (const name of result.written) server.watcher.emit(result.added.includes(name) ? "add" : "change", generated(name));
        for (const name of result.removed) server.watcher.emit("unlink", generated(name));
        const fixed = problems.length > 0 && result.problems.length === 0;
        problems = result.problems;
        if (fixed) logger.info(`content: problems fixed, ${result.written.length} file(s) regenerated`);
        else if (problems.length === 0 && result.written.length > 0) logger.info(`content: regenerated ${result.written.length} file(s)`);
      };
      // A save can signal twice (the file emptied, then written): a file as the last run saw it is no change.
      const seen = new Map<string, string>();
      const changed = (file: string) => {
        const stats = statSync(file, { throwIfNoEntry: false });
        const state = stats ? `${stats.size}:${stats.mtimeMs}` : "gone";
        if (seen.get(file) === state) return false;
        seen.set(file, state);
        return true;
      };
      contentWatcher = watch(join(root, "content"), { recursive: true }, (_event, name) => {
        if (name === null || changed(join(root, "content", name))) regenerate();
      });
      // An image added under the public folder can clear a "image not found" problem (CG142).
      const onPublicChange = (file: string) => {
        if (relative(root, file).startsWith(PUBLIC_DIR)) regenerate();
      };
      server.watcher.on("change", onPublicChange);
      server.watcher.on("add", onPublicChange);
      server.watcher.on("unlink", onPublicChange);
      // Vite is the dev pipeline's file layer, asked before React Router: a page load stops here.
      server.middlewares.use((req, res, next) => {
        if (problems.length === 0 || !isPageLoad(req)) return next();
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.end(req.method === "HEAD" ? undefined : problemPage(problems));
      });
    },
    // Vite closes its plugins with the server.
    buildEnd() {
      contentWatcher?.close();
    },
  };
}

/** A browser asking for a document; Vite's modules, assets, `/healthz` and the APIs ask for other types. */
function isPageLoad(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && (req.headers.accept ?? "").includes("text/html");
}
