import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { readServerConfig, type ServerConfig } from "./config.ts";
import { withHtmlCsp } from "./html-csp.ts";
import { logRequest } from "./request-log.ts";
import { setSecurityHeaders } from "./security-headers.ts";
import { staticFiles } from "./static-files.ts";

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Starts the production server on the built site in `buildDir`. */
export async function startServer(config: ServerConfig, buildDir = join(process.cwd(), "build")): Promise<RunningServer> {
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
  const renderPage = createRequestHandler(build, "production");
  const serveStatic = staticFiles(join(buildDir, "client"));

  const handleDynamic = createRequestListener(async (request) => withHtmlCsp(await renderPage(request)), {
    onError(error) {
      console.error(JSON.stringify({ level: "error", event: "unhandled", error: String(error) }));
      return new Response("Internal Server Error", { status: 500 });
    },
  });

  const server = createServer((req, res) => {
    logRequest(req, res);
    setSecurityHeaders(res);
    serveStatic(req, res, () => void handleDynamic(req, res));
  });

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`;

  return {
    server,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** Stops taking new connections on SIGTERM/SIGINT and exits once in-flight requests are done. */
export function closeOnSignals(running: RunningServer): void {
  const shutdown = (signal: string) => {
    console.log(JSON.stringify({ level: "info", event: "shutdown", signal }));
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    void running.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

export { readServerConfig };
