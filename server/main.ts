import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { buildExportsOf } from "./build-exports.ts";
import { withBodyLimit } from "./body-limit.ts";
import { clientAddress } from "./client-address.ts";
import { readServerConfig, type ServerConfig } from "./config.ts";
import { builtThirdParties } from "./csp.ts";
import { trustedHops } from "./forwarded.ts";
import { withHtmlCsp } from "./html-csp.ts";
import { originAllowed } from "./leads/accept.ts";
import { leadLoadContext } from "./leads/context.ts";
import { crmPayloads } from "./leads/crm-payload.ts";
import { createLeadService, type LeadService } from "./leads/service.ts";
import { createRateLimiter } from "./leads/rate-limit.ts";
import { RATE_LIMITED_HEADER } from "./rate-limited.ts";
import { requestOrigin } from "./request-origin.ts";
import { trustedProxyMatcher } from "./trusted-proxies.ts";
import { routeMethods } from "./route-methods.ts";
import { siteOrigins } from "./site-origins.ts";
import { statusPages } from "./status-page.ts";
import { localeOfPath, LOCALES, type Locale } from "../codegen/schema/locales.ts";
import { logRequest } from "./request-log.ts";
import { setSecurityHeaders } from "./security-headers.ts";
import { staticFiles } from "./static-files.ts";
import { drainUnreadBody } from "./unread-body.ts";

export interface RunningServer {
  server: Server;
  url: string;
  leads: LeadService;
  close(): Promise<void>;
}

/** Starts the production server on the built site in `buildDir`, with the process's one lead service. */
export async function startServer(config: ServerConfig, buildDir = join(process.cwd(), "build")): Promise<RunningServer> {
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
  // Everything the server knows about the site comes from the build, never from app/.generated or content/.
  const { leadDoorsContext, formsByKind, sites, siteUrl } = buildExportsOf(build);
  const leads = createLeadService(config.leads, crmPayloads(formsByKind));
  // A refusal of a page path answers in that page's language (/ru/… in Russian); anything else in English.
  const statusIn = Object.fromEntries(LOCALES.map((locale) => [locale, statusPages(sites[locale])])) as Record<
    Locale,
    ReturnType<typeof statusPages>
  >;
  const statusResponse = statusIn.en;
  const thirdParties = builtThirdParties(buildDir, sites.en.chat.scriptUrl);

  const publicOrigins = siteOrigins([config.PUBLIC_SITE_URL, siteUrl]);
  // The public site's own origin is always ours, whatever scheme the proxy reports (decision 007).
  const allowedActionOrigins = publicOrigins.map((origin) => new URL(origin).host);
  const renderPage = createRequestHandler({ ...build, allowedActionOrigins }, "production");
  const serveStatic = staticFiles(join(buildDir, "client"), thirdParties);
  const limiter = createRateLimiter({ perMinute: config.leads.rateLimitPerMinute });
  // The site's own origins (decision 341); the address the server listens on joins them once it is known.
  let allowedOrigins = publicOrigins;
  // Page actions and the JSON APIs reach the one lead service only through React Router's load context.
  const loadContext = () => leadLoadContext({ service: leads, allowedOrigins }, leadDoorsContext);

  const methodsOf = routeMethods(build);
  const isTrustedProxy = trustedProxyMatcher(config.TRUST_PROXY);
  for (const warning of config.warnings) console.warn(JSON.stringify({ level: "warn", event: "configuration", message: warning }));

  /** Methods and paths refused before the store or React Router is involved; undefined lets the request on. */
  function refusal(req: IncomingMessage, pathname: string): Response | undefined {
    const method = req.method ?? "GET";
    if (isApiPath(pathname)) return method === "POST" ? undefined : statusResponse(405, { api: true, headers: { Allow: "POST" } });
    // A read may be a static file: only the static layer can say, and it answers most requests (below).
    if (method === "GET" || method === "HEAD") return undefined;
    return pathRefusal(method, pathname);
  }

  /** A method the matched route does not take (405), or a path no route knows (404); undefined lets it on. */
  function pathRefusal(method: string, pathname: string): Response | undefined {
    const path = methodsOf(pathname);
    if ((method === "GET" || method === "HEAD") && !path.known && path.rendersNotFound) return undefined;
    const inLanguage = statusIn[localeOfPath(pathname)];
    if (!path.known) return inLanguage(404);
    return path.methods.includes(method) ? undefined : inLanguage(405, { headers: { Allow: path.methods.join(", ") } });
  }

  async function handleDynamic(req: IncomingMessage, res: ServerResponse, hops: number): Promise<void> {
    // A read that no file answered: the form door, for one, takes only posts.
    const method = req.method ?? "GET";
    const readRefused = method === "GET" || method === "HEAD" ? pathRefusal(method, pathOf(req) ?? "/") : undefined;
    if (readRefused) return reply(req, res, readRefused);
    const origin = requestOrigin(req, hops);
    if (!origin) return reply(req, res, statusResponse(400, { message: "The Host header is not a valid host name." }));
    const received = createRequest(req, res, origin);
    const api = isApiPath(new URL(received.url).pathname);
    // A form post from another site is refused here, with a readable page in the form's language, by the
    // rule every lead door applies (server/leads/accept.ts): React Router's own check never sees one.
    if (!api && req.method === "POST" && !originAllowed(received, allowedOrigins)) {
      const reason = `A form post from another site (origin ${received.headers.get("origin")}) was refused.`;
      console.info(JSON.stringify({ level: "info", event: "form_refused", status: 403, reason }));
      return reply(req, res, statusIn[localeOfPath(new URL(received.url).pathname)](403));
    }
    // The JSON API counts its own, smaller limit; every other body is a form post (decision 008).
    const request = api ? received : withBodyLimit(received);
    let response: Response;
    try {
      if (new URL(request.url).pathname === "/healthz") response = await leads.health(request);
      else response = await withHtmlCsp(await renderPage(request, loadContext()), thirdParties);
    } catch (error) {
      if (request.signal.aborted) return;
      console.error(JSON.stringify({ level: "error", event: "unhandled", error: String(error) }));
      response = statusResponse(500);
    }
    if (request.signal.aborted || res.destroyed) return;
    // A body the page never read (a refusal inside React Router, an action that failed first) is only drained now.
    if (request.body && !request.bodyUsed) await request.body.cancel().catch(() => {});
    await reply(req, res, response);
  }

  // A request has REQUEST_TIMEOUT to arrive whole: a client dripping a chunked body otherwise holds its
  // connection for as long as it likes. Node looks at connections every `connectionsCheckingInterval`.
  const timeouts = {
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
    connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 5_000),
  };
  const server = createServer(timeouts, (req, res) => {
    logRequest(req, res);
    setSecurityHeaders(res);
    const pathname = pathOf(req);
    if (pathname === undefined) return void reply(req, res, statusResponse(400, { message: "The request target is not a valid path." }));
    const canonical = serveStatic.canonical(pathname);
    if (canonical) return void reply(req, res, canonicalRedirect(req, canonical));
    const refused = refusal(req, pathname);
    if (refused) return void reply(req, res, refused);
    delete req.headers[RATE_LIMITED_HEADER];
    // Forwarding headers count only as far as they were written by our own proxies.
    const hops = trustedHops(req, isTrustedProxy);
    if (req.method === "POST") {
      const decision = limiter.check(clientAddress(req, hops), Date.now());
      if (!decision.allowed && isApiPath(pathname)) {
        const tooMany = JSON.stringify({ error: "Too many requests. Please wait a moment and try again." });
        const headers = { "Content-Type": "application/json; charset=utf-8", "Retry-After": String(decision.retryAfterSeconds) };
        return void reply(req, res, new Response(tooMany, { status: 429, headers }));
      }
      // A form post over the limit still reaches its page's action, which answers 429 with the values kept.
      if (!decision.allowed) req.headers[RATE_LIMITED_HEADER] = String(decision.retryAfterSeconds);
    }
    // Whatever fails while serving a request is that request's failure, never the process's.
    const failed = (error: unknown) => {
      console.error(JSON.stringify({ level: "error", event: "unhandled", path: pathname, error: String(error) }));
      if (res.headersSent) res.destroy();
      else void reply(req, res, statusResponse(500));
    };
    try {
      serveStatic.serve(req, res, pathname, () => void handleDynamic(req, res, hops).catch(failed));
    } catch (error) {
      failed(error);
    }
  });

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`;
  allowedOrigins = siteOrigins([...publicOrigins, url]);

  return {
    server,
    url,
    leads,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      // Only after the last request: an outbox delivery in flight finishes, the store closes cleanly.
      await leads.close();
    },
  };
}

/**
 * The request's path as sent (before any query), or undefined when the target is not an origin-form
 * path or its percent-encoding does not decode (a client mistake, 400; React Router would log a warning
 * of its own for it). Not parsed as a URL: "//about" would read as a host named "about".
 */
function pathOf(req: IncomingMessage): string | undefined {
  const path = (req.url ?? "").split("?")[0]!;
  return path.startsWith("/") && decodes(path) ? path : undefined;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A permanent redirect to the page's one address, with the query kept: 301 for reads, 308 keeps a post a post. */
function canonicalRedirect(req: IncomingMessage, canonical: string): Response {
  const query = (req.url ?? "").match(/\?.*$/)?.[0] ?? "";
  const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
  return new Response(null, { status, headers: { Location: `${canonical}${query}`, "Cache-Control": "public, max-age=3600" } });
}

/**
 * Sends a response. One given before its request body was read first drains a bounded rest of it, so the
 * client still sending it gets the answer; past the bound, the connection closes (decisions 010, 363).
 */
async function reply(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  if (await drainUnreadBody(req)) return void (await sendResponse(res, response).catch(() => res.destroy()));
  await answerAndLinger(req, res, response).catch(() => res.destroy());
}

const LINGER_MS = 2_000;

/**
 * Answers a client that is still sending its body, then closes, the way HTTP/1.1 asks: the whole answer
 * goes out with its length and "Connection: close", the rest of the body is read and dropped, and the
 * response ends (and Node closes the socket) only once the client stops or LINGER_MS pass. A socket closed
 * over unread bytes is reset by the kernel, and a reset can overtake the answer before the client has
 * read it: a 413 to a streamed upload was lost about one time in seven.
 */
async function answerAndLinger(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  res.writeHead(response.status, { ...headers, "Content-Length": String(body.length), Connection: "close" });
  res.write(body);
  req.resume();
  const stopped = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LINGER_MS);
    const done = () => (clearTimeout(timer), resolve());
    req.once("end", done).once("close", done);
    req.socket.once("close", done);
  });
  await stopped;
  res.end();
}

/** Stops taking new connections on SIGTERM/SIGINT and exits once in-flight work is done. */
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

/** The JSON APIs: JSON answers, their own body limit, POST only. */
function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/");
}
