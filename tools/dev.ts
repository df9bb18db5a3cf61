import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { contentCodegen } from "../codegen/vite-plugin.ts";
import { mediaInDevelopment } from "./dev-media.ts";

/**
 * `npm run dev`: the production request pipeline (server/pipeline.ts, loaded through Vite like every app
 * module) with Vite in front of it as the file layer: hot reload, content edits regenerated. React Router
 * renders in development mode from Vite's current build, after every edit (decision 351). The outbox keeps
 * the CRM mappings of the forms as they were at start; restart after editing a `crm:` block.
 */
const vite = await createViteServer({
  server: { middlewareMode: true },
  appType: "custom",
  plugins: [contentCodegen(), mediaInDevelopment()],
});
const app = (await vite.ssrLoadModule("./server/app.ts")) as typeof import("../server/app.ts");
const running = await app.serveDevelopment(() => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>, {
  serve: (req, res, _pathname, next) => vite.middlewares(req, res, next),
});
app.closeOnSignals(running, () => void vite.close());
console.log(JSON.stringify({ level: "info", event: "listening", url: running.url, mode: "development" }));
