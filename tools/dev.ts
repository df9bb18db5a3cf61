import { realpathSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { createLogger, createServer as createViteServer } from "vite";
import { withPageVersion } from "../codegen/save-events.ts";
import { contentCodegen } from "../codegen/vite-plugin.ts";
import { readServerConfig } from "../server/config.ts";
import { mediaInDevelopment } from "./dev-media.ts";
import { loadsThroughRestarts } from "./vite-restarts.ts";

/**
 * `npm run dev`: the production request pipeline (server/pipeline.ts, loaded through Vite like every app
 * module) with Vite in front of it as the file layer: hot reload, content edits regenerated. React Router
 * renders in development mode from Vite's current build, after every edit (decision 351). The outbox keeps
 * the CRM mappings of the forms as they were at start; restart after editing a `crm:` block.
 *
 * Local (decision 442): it listens on loopback unless DEV_HOST says otherwise, answers only at its own
 * address (server/pipeline.ts), and Vite serves the browser only what pages load.
 */
const root = process.cwd();
const { dev } = readServerConfig();
// Vite's HMR socket shares the dev server's own address (upgrades are handed on below): the pages' policy
// (`connect-src 'self'`) admits it, and no second port listens beside the dev server.
const hmrSocket = createHttpServer();
// The terminal tells of problems: Vite's line per module it reloads after a save (one per generated file,
// twenty-two for a change of contacts) is left out beside codegen's "regenerated N file(s)", unless DEV_LOG=verbose.
const logger = createLogger();
if (dev.log !== "verbose") {
  const info = logger.info.bind(logger);
  logger.info = (message, options) => {
    // Vite colours its messages: the words are matched without the colour codes.
    const words = message.replace(/\u001b\[[\d;]*m/g, "");
    if (!/^(?:page reload|hmr update)\b/.test(words)) info(message, options);
  };
}
const vite = await createViteServer({
  server: {
    middlewareMode: true,
    // Vite's own Host check takes loopback names and addresses; the name DEV_HOST gives (`devbox.local`) is
    // the developer's too. The pipeline checks every Host before Vite sees a request (decision 484).
    allowedHosts: [dev.host],
    ws: { server: hmrSocket },
    fs: {
      // What the pages' scripts import (the page script, the form islands, their styles) and Vite's client
      // and prebundled dependencies; node_modules by its real path too, as a copy of the project may link it.
      allow: ["app", "generated", "model", "node_modules"]
        .map((folder) => join(root, folder))
        .concat(realpathSync(join(root, "node_modules"))),
      // Never the lead store, settings, the server or tools, even if `allow` grows.
      deny: [
        ".env",
        ".env.*",
        "*.{crt,pem}",
        "**/.git/**",
        "*.sqlite*",
        ...["data", "server", "tools", "codegen", "release", "tests", "content"].map((folder) => `${root}/${folder}/**`),
        `${root}/package*.json`,
      ],
    },
  },
  customLogger: logger,
  appType: "custom",
  plugins: [contentCodegen(), mediaInDevelopment()],
});
// A `.env` change restarts Vite: the app and its routes are loaded again after it, before dev listens too.
const throughRestarts = loadsThroughRestarts(vite);
const app = await throughRestarts(() => vite.ssrLoadModule("./server/app.ts") as Promise<typeof import("../server/app.ts")>);
const running = await app.serveDevelopment(
  () => throughRestarts(() => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>),
  { serve: (req, res, _pathname, next) => vite.middlewares(req, res, next) },
  withPageVersion,
);
running.server.on("upgrade", (req, socket, head) => hmrSocket.emit("upgrade", req, socket, head));
app.closeOnSignals(running, () => void vite.close());
console.log(JSON.stringify({ level: "info", event: "listening", url: running.url, mode: "development" }));
