import { createServer } from "node:http";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { buildExportsOf } from "./build-exports.ts";
import { readServerConfig } from "./config.ts";
import { leadLoadContext } from "./leads/context.ts";
import { crmPayloads } from "./leads/crm-payload.ts";
import { createLeadService } from "./leads/service.ts";
import { siteOrigins } from "./site-origins.ts";

/**
 * `npm run dev`: Vite in middleware mode (hot reload, content edits regenerate) in front of the same
 * React Router handler and the same load context the production server gives every request, so page
 * forms and the JSON APIs store leads here exactly as they do there (React Router's custom-server pattern).
 */
const config = readServerConfig();
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
// Loaded per request: Vite hands back the current module graph after every edit.
const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
// The outbox keeps the CRM mappings of the forms as they were at start; restart after editing a `crm:` block.
const { formsByKind, siteUrl } = buildExportsOf(await build());
const leads = createLeadService(config.leads, crmPayloads(formsByKind));
// The site's own origins (decision 341); the address the server listens on joins them once it is known.
let allowedOrigins = siteOrigins([config.PUBLIC_SITE_URL, siteUrl]);
const handle = createRequestHandler(build, "development");

const server = createServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const context = leadLoadContext({ service: leads, allowedOrigins }, buildExportsOf(await build()).leadDoorsContext);
      await sendResponse(res, await handle(createRequest(req, res), context));
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(String(error));
    }
  });
});

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  allowedOrigins = siteOrigins([...allowedOrigins, `http://${host}:${port}`]);
  console.log(JSON.stringify({ level: "info", event: "listening", url: `http://${host}:${port}`, mode: "development" }));
});
const stop = () => void Promise.all([vite.close(), leads.close()]).then(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
