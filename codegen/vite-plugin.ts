import type { IncomingMessage } from "node:http";
import { existsSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { isAffected } from "./affected-pages.ts";
import { watchContent } from "./content-watcher.ts";
import { problemChanges } from "./problem-changes.ts";
import { problemPage } from "./problem-page.ts";
import { formatProblem, type Problem } from "./problems.ts";
import { PUBLIC_DIR } from "./public-dir.ts";
import { runCodegen, type CodegenResult } from "./run.ts";
import { createSaveEvents } from "./save-events.ts";
import { createCodegenSession } from "./session.ts";

const GENERATED_MANIFEST = "generated/manifest.ts";
const GENERATED = "generated";
/** How long a new problem waits for the save to finish before a run confirms it. */
const SETTLE_MS = 150;
/** A file written for longer than this has its problems reported as they stand. */
const MAX_UNCONFIRMED_MS = 2000;

const isWarning = (problem: Problem) => problem.severity === "warning";

/**
 * Runs codegen when `npm run dev` (tools/dev.ts) starts, before the router reads the manifest, and again when a content
 * file changes. One session serves every run, so a save parses, validates and prints again only what it
 * changed (codegen/session.ts). Generated modules are rewritten only when their text changes, and Vite hears
 * of exactly those, so it hot-reloads exactly the affected routes. While content has problems, a page they
 * concern (codegen/affected-pages.ts) gets them (status 500, `problemPage`) and the others their last good
 * content; the next good save brings the page back. The terminal hears only of problems that appeared or went
 * away (codegen/problem-changes.ts), and open tabs of each run (codegen/save-events.ts), so they follow the
 * saves that changed their page (decisions 403, 404).
 *
 * Vite's watcher leaves content/ and generated to this plugin: on every change it reads the changed
 * file's whole folder again (with the pages copied ten times, 780 content files and 430 modules a save), while
 * the plugin watches content/ itself and tells Vite which generated files it wrote or removed.
 */
export function contentCodegen(): Plugin {
  let root = process.cwd();
  let problems: readonly Problem[] = [];
  const session = createCodegenSession();
  let started: CodegenResult | undefined;
  let closeWatcher: (() => Promise<void>) | undefined;
  return {
    name: "content-codegen",
    apply: "serve",
    // Before React Router's plugin, whose configuration reads the generated manifest.
    enforce: "pre",
    config(config) {
      root = resolve(config.root ?? process.cwd());
      started = runCodegen(root, { env: process.env, session, publishConsents: false });
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
    async configureServer(server) {
      const { logger } = server.config;
      let printed: readonly Problem[] = [];
      let routes = started?.routes ?? [];
      const saves = createSaveEvents();
      /** Prints what appeared and went away since the last report, each once; tells the open tabs. */
      const publish = (result: CodegenResult) => {
        // A run stopped before its checks (a file that does not parse) knows no warnings: the standing ones stand.
        const warnings = result.problems.length > 0 && result.warnings.length === 0 ? printed.filter(isWarning) : result.warnings;
        const { appeared, gone } = problemChanges(printed, [...result.problems, ...warnings]);
        for (const line of gone) logger.info(line);
        for (const text of appeared) {
          if (text.includes(" warning: ")) logger.warn(text);
          else logger.error(text);
        }
        printed = [...result.problems, ...warnings];
        if (result.routes.length > 0) routes = result.routes;
        // What Vite's watcher would have said of these files, had it watched them.
        const generated = (name: string) => join(root, GENERATED, name);
        for (const name of result.written) server.watcher.emit(result.added.includes(name) ? "add" : "change", generated(name));
        for (const name of result.removed) server.watcher.emit("unlink", generated(name));
        const fixed = problems.length > 0 && result.problems.length === 0;
        problems = result.problems;
        if (fixed) logger.info(`content: problems fixed, ${result.written.length} file(s) regenerated`);
        else if (problems.length === 0 && result.written.length > 0) logger.info(`content: regenerated ${result.written.length} file(s)`);
        saves.saved();
      };
      if (started) publish(started);
      // A problem no report has shown yet may be a file read half-written (a save empties it, then writes): it
      // is reported only when a run after the next change, or SETTLE_MS after this one, finds it again.
      let unconfirmedSince: number | undefined;
      let confirm: NodeJS.Timeout | undefined;
      const regenerate = (confirming = false) => {
        clearTimeout(confirm);
        let result: CodegenResult;
        try {
          result = runCodegen(root, { env: process.env, session, publishConsents: false });
        } catch (error) {
          // A file listed, then gone before it was read (git removing a folder): the next run sees the result.
          if (!isMissingFile(error)) throw error;
          confirm = setTimeout(() => regenerate(confirming), SETTLE_MS);
          return;
        }
        const known = new Set(problems.map(formatProblem));
        const isNew = result.problems.some((problem) => !known.has(formatProblem(problem)));
        const now = performance.now();
        unconfirmedSince = isNew ? (unconfirmedSince ?? now) : undefined;
        if (!confirming && unconfirmedSince !== undefined && now - unconfirmedSince < MAX_UNCONFIRMED_MS) {
          confirm = setTimeout(() => regenerate(true), SETTLE_MS);
          return;
        }
        unconfirmedSince = undefined;
        publish(result);
      };
      const contentWatcher = await watchContent(join(root, "content"), () => regenerate());
      closeWatcher = () => {
        clearTimeout(confirm);
        saves.close();
        return contentWatcher.close();
      };
      // An image added under the public folder can clear a "image not found" problem (CG142).
      const onPublicChange = (file: string) => {
        if (relative(root, file).startsWith(PUBLIC_DIR)) regenerate();
      };
      server.watcher.on("change", onPublicChange);
      server.watcher.on("add", onPublicChange);
      server.watcher.on("unlink", onPublicChange);
      // Vite is the dev pipeline's file layer, asked before React Router: a page load stops here.
      server.middlewares.use((req, res, next) => {
        if (saves.handle(req, res)) return;
        if (problems.length === 0 || !isPageLoad(req)) return next();
        const pathname = new URL(req.url ?? "/", "http://dev").pathname;
        if (!isAffected(pathname, problems, routes)) return next();
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.end(req.method === "HEAD" ? undefined : problemPage(problems.filter((problem) => isAffected(pathname, [problem], routes))));
      });
    },
    // Vite closes its plugins with the server.
    async buildEnd() {
      await closeWatcher?.();
    },
  };
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

/** A browser asking for a document; Vite's modules, assets, `/healthz` and the APIs ask for other types. */
function isPageLoad(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && (req.headers.accept ?? "").includes("text/html");
}
