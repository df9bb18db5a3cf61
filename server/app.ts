/**
 * The server bundle's entry (vite.config.ts): React Router's server build and the server around it,
 * compiled together into `<release>/server/index.js`, so that every module exists once per process
 * (decision 350). It re-exports the server build, which keeps the bundle a React Router server build for
 * the prerender and the preview server, and adds what the launchers call: `npm run serve` (server/serve.ts)
 * starts a release with serveRelease, `npm run leads` (server/leads.ts) runs the lead CLI, and
 * `npm run dev` (tools/dev.ts) loads this module through Vite and starts serveDevelopment.
 */
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { sites } from "#generated/sites/index.ts";
import { readPublicEnv, thirdPartySources } from "#model/public-env.ts";
import { readServerConfig } from "./config.ts";
import { builtThirdParties } from "./csp.ts";
import { startServer, type FileLayer, type RunningServer } from "./pipeline.ts";
import { prebuiltRefusalPages, refusalPagesInMemory } from "./refusal-pages.ts";
import { staticFiles } from "./static-files.ts";

export * from "virtual:react-router/server-build";
export { processCliIo as leadsCliIo, runCli as runLeadsCli } from "./leads/cli.ts";

/** Serves the release in `release` (its client folder and this, its bundle) with the environment's settings. */
export function serveRelease(release: string): Promise<RunningServer> {
  const config = readServerConfig();
  const thirdParties = builtThirdParties(release, sites.en.chat.scriptUrl);
  const client = join(release, "client");
  const files = staticFiles(client, thirdParties);
  return startServer(config, { mode: "production", build, files, refusals: prebuiltRefusalPages(client), thirdParties });
}

/**
 * Serves the app as Vite builds it, edit after edit (`npm run dev`): the same pipeline, with Vite's
 * current build and Vite as the file layer, on loopback unless DEV_HOST says otherwise (decision 442); the
 * third-party origins come from the environment, since there is no build-env.json to read them from.
 */
export function serveDevelopment(
  currentBuild: () => Promise<ServerBuild>,
  files: FileLayer,
  finishPage: (html: string) => string,
): Promise<RunningServer> {
  const thirdParties = thirdPartySources(readPublicEnv(process.env), sites.en.chat.scriptUrl);
  const config = readServerConfig();
  return startServer(
    { ...config, HOST: config.dev.host },
    { mode: "development", build: currentBuild, files, refusals: refusalPagesInMemory(), thirdParties, finishPage },
  );
}

/**
 * Stops taking new connections on SIGTERM/SIGINT and exits once in-flight work is done. SIGTERM, what a
 * process manager sends for a restart, leaves idle connections to their clients, so a proxy never loses
 * a request to one closed under it (decision 456); SIGINT, Ctrl-C at a terminal, closes them at once.
 */
export function closeOnSignals(running: RunningServer, beforeExit: () => void = () => {}): void {
  const shutdown = (signal: string) => {
    console.log(JSON.stringify({ level: "info", event: "shutdown", signal }));
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    void running.close({ patient: signal === "SIGTERM" }).then(() => {
      beforeExit();
      process.exit(0);
    });
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}
