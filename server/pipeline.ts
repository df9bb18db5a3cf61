import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { formsByKind } from "#generated/forms/by-kind.ts";
import { siteUrl } from "#generated/site.ts";
import { sites } from "#generated/sites/index.ts";
import type { ThirdPartySources } from "#model/public-env.ts";
import { DEFAULT_LOCALE, isLocale, localeOfPath, LOCALES, type Locale } from "#model/schema/locales.ts";
import { errorPageCopy } from "#model/schema/error-pages.ts";
import { mayShowSentNote } from "./sent-note-pages.ts";
import { compressedAnswer } from "./compressed-answer.ts";
import { formBodyLimitOf, isBodyTooLarge, withBodyLimit } from "./body-limit.ts";
import { canonicalPagePath } from "./canonical-path.ts";
import { clientAddress } from "./client-address.ts";
import type { ServerConfig } from "./config.ts";
import { trustedHops } from "./forwarded.ts";
import { withHtmlCsp } from "./html-csp.ts";
import { originAllowed } from "./leads/accept.ts";
import { leadLoadContext } from "./leads/context.ts";
import { crmPayloads } from "./leads/crm-payload.ts";
import { createLeadService, type LeadService } from "./leads/service.ts";
import type { RateLimitDecision } from "./leads/store.ts";
import { createRateLimiter } from "./leads/rate-limit.ts";
import { connectionDrain } from "./connection-drain.ts";
import { RATE_LIMITED_HEADER } from "./rate-limited.ts";
import { actionOriginAccepted, requestOrigin } from "./request-origin.ts";
import { trustedProxyMatcher } from "./trusted-proxies.ts";
import { routeMethods } from "./route-methods.ts";
import { siteOrigins } from "./site-origins.ts";
import { statusPages } from "./status-page.ts";
import { isOwnHost } from "./local-host.ts";
import { logInTally, logRequest } from "./request-log.ts";
import { refusalHold } from "./refusal-hold.ts";
import type { FixedAnswer, RefusalPageSet, RefusalStatus } from "./refusal-pages.ts";
import { firstRefusals } from "./first-refusal.ts";
import { refusalTally } from "./refusal-tally.ts";
import { setSecurityHeaders } from "./security-headers.ts";
import { drainUnreadBody } from "./unread-body.ts";

export interface RunningServer {
  server: Server;
  url: string;
  leads: LeadService;
  /**
   * Stops taking connections, lets the requests in flight finish (each answer then says
   * `Connection: close`), then closes the lead service. `patient` (SIGTERM, a restart behind a proxy):
   * idle connections are left to their clients rather than closed under a request being sent on one.
   */
  close(options?: { patient?: boolean }): Promise<void>;
}

/** What answers before React Router: the release's files in production, Vite in development. */
export interface FileLayer {
  /** Answers the request from a file, or calls `next` when no file does. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string, next: () => void): void;
}

/** The site a pipeline serves: production and development differ only here (decision 351). */
export interface ServedSite {
  mode: "production" | "development";
  /** React Router's build: this bundle's own in production; in dev, Vite's current one, after every edit. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  files: FileLayer;
  /** The pages a refused form post gets: the build's files in production, made at start in dev (decision 452). */
  refusals: RefusalPageSet;
  /** The analytics and chat origins the pages load from, for their Content-Security-Policy. */
  thirdParties: ThirdPartySources;
  /** Dev only: each rendered page's HTML as sent, marked with its content's version (codegen/save-events.ts). */
  finishPage?: (html: string) => string;
}

/**
 * The one request pipeline, for `npm run serve` and `npm run dev` alike: canonical redirects, method and
 * path refusals, forwarded-header trust, rate and body limits, the lead service, `/healthz`, security
 * headers and CSP, then files and React Router. Starts it on config.HOST:PORT.
 */
export async function startServer(config: ServerConfig, site: ServedSite): Promise<RunningServer> {
  const leads = createLeadService(config.leads, crmPayloads(formsByKind));
  // The sent notes' key is read now, so the first note this process is asked to show can be verified.
  void leads.sentNotes.prepare().catch(() => {});
  // A refusal of a page path answers in that page's language (/ru/… in Russian); anything else in English.
  const statusIn = Object.fromEntries(LOCALES.map((locale) => [locale, statusPages(sites[locale])])) as Record<
    Locale,
    ReturnType<typeof statusPages>
  >;
  const statusResponse = statusIn.en;
  /** A request the server cannot read answers 400 in the language its path starts with, if any. */
  const refusedRequest = (req: IncomingMessage, reason: "invalidHost" | "invalidTarget" | "foreignHost") => {
    const locale = localeOfPath((req.url ?? "").split("?")[0]!);
    return statusIn[locale](400, { message: sites[locale].labels[reason] });
  };
  /**
   * A form post refused before anything reads it: the island's JSON answer in its form's language, or the
   * prebuilt page for the status in the page's language, sent as a file is (decision 452).
   */
  const refusedForm = (
    req: IncomingMessage,
    pathname: string,
    status: RefusalStatus,
    headers: Record<string, string> = {},
  ): FixedAnswer => {
    const island = islandOf(pathname);
    if (!island) return site.refusals.answer(localeOfPath(pathname), status, req.headers["accept-encoding"], headers);
    const message = errorPageCopy(sites[island.locale].errorPages, status).body;
    const answer = { formId: island.formId, status: "failed", values: {}, step: 0, message };
    return {
      status,
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
      body: Buffer.from(JSON.stringify(answer)),
    };
  };
  const { thirdParties } = site;

  const publicOrigins = siteOrigins([config.PUBLIC_SITE_URL, siteUrl]);
  // The public site's own origin is always ours, whatever scheme the proxy reports (decision 007).
  const allowedActionOrigins = publicOrigins.map((origin) => new URL(origin).host);
  const withOrigins = (build: ServerBuild): ServerBuild => ({ ...build, allowedActionOrigins });
  const { build: source } = site;
  // A build object is derived into routes once; a function is asked again, and derived again, per request.
  const renderPage =
    typeof source === "function"
      ? createRequestHandler(async () => withOrigins(await source()), site.mode)
      : createRequestHandler(withOrigins(source), site.mode);
  // The counts live in the store, so that every server on one PostgreSQL holds a client to one limit (decision 455).
  const limiter = createRateLimiter({ perMinute: config.leads.rateLimitPerMinute, store: leads.store });
  // The site's own origins (decision 341); the address the server listens on joins them once it is known.
  let allowedOrigins = publicOrigins;
  // Page actions and the JSON APIs reach the one lead service only through React Router's load context.
  const loadContext = () => leadLoadContext({ service: leads, allowedOrigins });

  // Derived from the build once per build: once in production, after each edit in dev.
  const derived = new WeakMap<
    ServerBuild,
    { methodsOf: ReturnType<typeof routeMethods>; canonical: (path: string) => string | undefined }
  >();
  async function routesOf() {
    const build = typeof source === "function" ? await source() : source;
    let known = derived.get(build);
    if (!known) {
      // Pages are the prerendered paths without a file extension (not /sitemap.xml).
      const pages = build.prerender
        .filter((path) => !/\.\w+$/.test(path))
        .map((path) => (path.length > 1 ? path.replace(/\/+$/, "") : path));
      known = { methodsOf: routeMethods(build), canonical: canonicalPagePath(pages) };
      derived.set(build, known);
    }
    return known;
  }
  let routes = await routesOf();
  const floodRefusals = refusalTally(
    "posts_refused",
    "over the rate limit, past the first refusal in its window or heavier than its forms",
  );
  const floodHold = refusalHold(FLOOD_HOLD);
  // Which addresses were refused within the rate window already: only their first refusal renders (decision 452).
  const refusedBefore = firstRefusals({ windowMs: 60_000 });
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
    const path = routes.methodsOf(pathname);
    if ((method === "GET" || method === "HEAD") && !path.known && path.rendersNotFound) return undefined;
    const inLanguage = statusIn[localeOfPath(pathname)];
    if (!path.known) return inLanguage(404);
    return path.methods.includes(method) ? undefined : inLanguage(405, { headers: { Allow: path.methods.join(", ") } });
  }

  /** `personal`: the page a verified sent note personalises, rendered for its visitor and compressed. */
  async function handleDynamic(req: IncomingMessage, res: ServerResponse, hops: number, personal = false): Promise<void> {
    // A read that no file answered: the form door, for one, takes only posts.
    const method = req.method ?? "GET";
    const readRefused = method === "GET" || method === "HEAD" ? pathRefusal(method, pathOf(req) ?? "/") : undefined;
    if (readRefused) return reply(req, res, readRefused);
    const origin = requestOrigin(req, hops);
    if (!origin) return reply(req, res, refusedRequest(req, "invalidHost"));
    const received = createRequest(req, res, origin);
    const api = isApiPath(new URL(received.url).pathname);
    // A form post from another site is refused here, with a readable page in the form's language, by the
    // rule every lead door applies (server/leads/accept.ts): React Router's own check never sees one.
    if (!api && req.method === "POST" && !originAllowed(received, allowedOrigins)) {
      const reason = `A form post from another site (origin ${received.headers.get("origin")}) was refused.`;
      console.info(JSON.stringify({ level: "info", event: "form_refused", status: 403, reason }));
      // The request holds the body paused; let go of it, or the drain before the answer stalls.
      await received.body?.cancel().catch(() => {});
      return reply(req, res, statusIn[localeOfPath(new URL(received.url).pathname)](403));
    }
    // An Origin the rule above takes may still be one React Router refuses: the server's own listen address
    // (decision 341) on a request whose Host names another site. That is the client's mistake, a 400 in
    // the path's language logged at info, not React Router's bare "Bad Request" and an error line.
    if (!api && req.method === "POST" && !actionOriginAccepted(received, allowedActionOrigins)) {
      const reason = `A form post from ${received.headers.get("origin")} with the Host ${origin.host} was refused.`;
      console.info(JSON.stringify({ level: "info", event: "form_refused", status: 400, reason }));
      await received.body?.cancel().catch(() => {});
      return reply(req, res, refusedRequest(req, "foreignHost"));
    }
    const pathname = new URL(received.url).pathname;
    if (!api && req.method === "POST" && Number(req.headers["content-length"] ?? 0) > formBodyLimitOf(pathname)) {
      // Heavier than any post of the forms at this address can be: refused before a byte of it is parsed.
      await received.body?.cancel().catch(() => {});
      return reply(req, res, asResponse(refusedForm(req, pathname, 413)));
    }
    if (!api && req.method === "POST" && !islandOf(pathname) && !isFormPost(req.headers["content-type"])) {
      // Not a form post (JSON, text, a multipart without its boundary): nothing a page's form sends.
      console.info(JSON.stringify({ level: "info", event: "form_refused", status: 415, reason: "This page accepts form posts only." }));
      await received.body?.cancel().catch(() => {});
      return reply(req, res, asResponse(refusedForm(req, pathname, 415)));
    }
    // The JSON API counts its own, smaller limit; every other body is a form post, bounded by the forms of
    // its address (decisions 008 and 391).
    const request = api ? received : withBodyLimit(received, formBodyLimitOf(pathname));
    // A page's form post whose body does not parse (a multipart cut short, a chunked body over its bound) is
    // answered with the prebuilt page, never a render (decision 452): read once here, a copy for the page.
    if (!api && req.method === "POST" && !islandOf(pathname)) {
      const unreadable = await request
        .clone()
        .formData()
        .then(
          () => undefined,
          (error: unknown) => (isBodyTooLarge(error) ? 413 : 415),
        );
      if (unreadable) {
        console.info(
          JSON.stringify({ level: "info", event: "form_refused", status: unreadable, reason: "The form post could not be read." }),
        );
        await request.body?.cancel().catch(() => {});
        return reply(req, res, asResponse(refusedForm(req, pathname, unreadable)));
      }
    }
    let response: Response;
    try {
      if (new URL(request.url).pathname === "/healthz") response = await leads.health(request);
      else response = await withHtmlCsp(await renderPage(request, loadContext()), thirdParties, site.finishPage);
    } catch (error) {
      if (request.signal.aborted) return;
      console.error(JSON.stringify({ level: "error", event: "unhandled", error: String(error) }));
      response = statusResponse(500);
    }
    if (request.signal.aborted || res.destroyed) return;
    // A body the page never read (a refusal inside React Router, an action that failed first) is only drained now.
    if (request.body && !request.bodyUsed) await request.body.cancel().catch(() => {});
    if (personal) response = await compressedAnswer(response, req.headers["accept-encoding"]);
    await reply(req, res, response);
  }

  // A request has REQUEST_TIMEOUT to arrive whole: a client dripping a chunked body otherwise holds its
  // connection for as long as it likes. Node looks at connections every `connectionsCheckingInterval`.
  const timeouts = {
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
    connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 5_000),
  };
  // The dev server is the developer's own (decision 442): it answers only at its own address, so a page whose
  // name rebinds to this machine cannot read it, and logs only the requests that failed unless DEV_LOG=verbose.
  const development = site.mode === "development";
  const everyRequestLogged = !development || config.dev.log === "verbose";
  const server = createServer(timeouts, (req, res) => {
    // Dev's build changes with edits: the routes follow it from the next request on. A build that does not
    // load (Vite restarting after a .env change) keeps the routes as they were; the request that needs the
    // build answers that failure itself.
    if (typeof source === "function")
      void routesOf().then(
        (current) => (routes = current),
        () => {},
      );
    drain.track(res);
    logRequest(req, res, everyRequestLogged);
    setSecurityHeaders(res);
    if (development && !isOwnHost(req.headers.host, req.socket.localPort ?? 0, config.HOST)) {
      return void reply(req, res, statusIn[localeOfPath(pathOf(req) ?? "/")](403));
    }
    const pathname = pathOf(req);
    if (pathname === undefined) return void reply(req, res, refusedRequest(req, "invalidTarget"));
    const canonical = routes.canonical(pathname);
    if (canonical) return void reply(req, res, canonicalRedirect(req, canonical));
    const refused = refusal(req, pathname);
    if (refused) return void reply(req, res, refused);
    delete req.headers[RATE_LIMITED_HEADER];
    // Forwarding headers count only as far as they were written by our own proxies.
    const hops = trustedHops(req, isTrustedProxy);
    // Whatever fails while serving a request is that request's failure, never the process's.
    const failed = (error: unknown) => {
      console.error(JSON.stringify({ level: "error", event: "unhandled", path: pathname, error: String(error) }));
      if (res.headersSent) res.destroy();
      else void reply(req, res, statusResponse(500));
    };
    const serve = () => {
      try {
        // The page a form just moved on to shows that visitor's confirmation (the sent note's): rendered for
        // them, never its prerendered file (docs/decisions/421); any other page, and a note this site did not
        // sign or that has expired, is the file: a made-up cookie costs a static read (453).
        if (mayShowSentNote(pathname) && leads.sentNotes.read(req.headers.cookie)) {
          return void handleDynamic(req, res, hops, true).catch(failed);
        }
        site.files.serve(req, res, pathname, () => void handleDynamic(req, res, hops).catch(failed));
      } catch (error) {
        failed(error);
      }
    };
    const afterRateLimit = (address: string, now: number, decision: RateLimitDecision): void => {
      if (!decision.allowed && isApiPath(pathname)) {
        const tooMany = JSON.stringify({ error: "Too many requests. Please wait a moment and try again." });
        const headers = { "Content-Type": "application/json; charset=utf-8", "Retry-After": String(decision.retryAfterSeconds) };
        return void reply(req, res, new Response(tooMany, { status: 429, headers }));
      }
      if (!decision.allowed) {
        const retryAfter = { "Retry-After": String(decision.retryAfterSeconds) };
        const heavier = Number(req.headers["content-length"] ?? 0) > formBodyLimitOf(pathname);
        // The island keeps what was typed in the live form: its answer says why, at once, and reads nothing.
        if (!heavier && islandOf(pathname)) return void reply(req, res, asResponse(refusedForm(req, pathname, 429, retryAfter)));
        // A page's first refusal in the window reaches its action, which reads the post and renders the page
        // with the message and the values, so a visitor without JavaScript loses nothing they typed.
        if (!heavier && !islandOf(pathname) && refusedBefore.isFirst(address, now)) {
          req.headers[RATE_LIMITED_HEADER] = String(decision.retryAfterSeconds);
        } else {
          // Refused again within the window, or heavier than its forms: a loop, not a person. Held, then
          // answered with the prebuilt page; nothing of it parsed or rendered, so a flood costs a header
          // each and goes at the hold's pace, not the server's (decision 430).
          logInTally(res);
          floodRefusals.count(now);
          const answer = refusedForm(req, pathname, 429, retryAfter);
          return floodHold.hold(res, () => void answerHeld(req, res, answer, heavier));
        }
      }
      serve();
    };
    // A post waits for its client's count, which every server on the store shares (decision 455).
    if (req.method === "POST") {
      const address = clientAddress(req, hops);
      const now = Date.now();
      return void limiter
        .check(address, now)
        .then((decision) => afterRateLimit(address, now, decision))
        .catch(failed);
    }
    // A read has no use for a body, and a file answers it at once: closed over the unread rest, the
    // connection is reset and a client still sending loses the answer. Its body is read and dropped first,
    // within the bounds an early answer's is (decision 363).
    if ((req.method === "GET" || req.method === "HEAD") && declaresBody(req)) void drainUnreadBody(req).then(serve, failed);
    else serve();
  });
  const drain = connectionDrain(server);

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`;
  allowedOrigins = siteOrigins([...publicOrigins, url]);

  return {
    server,
    url,
    leads,
    async close({ patient = false } = {}) {
      await drain.close({ patient });
      // Only after the last request: an outbox delivery in flight finishes, the store closes cleanly.
      await leads.close();
    },
  };
}

/** Whether a request says a body follows: a length above zero, or a chunked body. */
function declaresBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * The request's path as sent (before any query), or undefined when the target is not an origin-form
 * path or its percent-encoding does not decode (a client mistake, 400; React Router would log a warning
 * of its own for it). Not parsed as a URL: "//about" would read as a host named "about".
 */
function pathOf(req: IncomingMessage): string | undefined {
  const path = (req.url ?? "").split("?")[0]!;
  return path.startsWith("/") && decoded(path) !== undefined ? path : undefined;
}

/** The decoded path, or undefined. Its value is used: a bundler may drop a call kept only for its throw. */
function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
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

/**
 * How long a flood's refused post waits for its answer, and how many may wait at once (decision 430). A second
 * is long to a loop of posts and nothing to a person, who has had their page back with their values at the
 * window's first refusal (decision 452). 512 held connections are a few megabytes of buffers.
 */
const FLOOD_HOLD = { holdMs: 1_000, capacity: 512 };

/** The most of a held post read before its answer: any form a person fills by hand; a larger body is not read. */
const HELD_DRAIN_BYTES = 64 * 1024;

const asResponse = (answer: FixedAnswer): Response =>
  new Response(new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });

/**
 * A held refusal's answer. A post of a form's weight is read to its end and dropped first, as any early
 * answer's is, so the client gets the answer rather than a reset; a heavier one is answered and its
 * connection closed over whatever it still sends, nothing of it read: that is a flood, not a visitor.
 */
async function answerHeld(req: IncomingMessage, res: ServerResponse, answer: FixedAnswer, heavier: boolean): Promise<void> {
  if (!heavier && Number(req.headers["content-length"] ?? 0) <= HELD_DRAIN_BYTES && (await drainUnreadBody(req))) {
    res.writeHead(answer.status, { ...answer.headers, "Content-Length": String(answer.body.length) });
    return void res.end(answer.body);
  }
  res.writeHead(answer.status, { ...answer.headers, "Content-Length": String(answer.body.length), Connection: "close" });
  res.end(answer.body, () => setImmediate(() => res.socket?.destroy()));
}

/** The island's door of a form, `/forms/<language>/<form id>`: its language and form, or undefined for any other path. */
function islandOf(pathname: string): { locale: Locale; formId: string } | undefined {
  const island = /^\/forms\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (!island) return undefined;
  return { locale: isLocale(island[1]) ? island[1] : DEFAULT_LOCALE, formId: island[2]! };
}

/** Whether a Content-Type is one a browser's form sends: URL-encoded, or multipart with its boundary. */
function isFormPost(contentType: string | undefined): boolean {
  const [type = "", ...parameters] = (contentType ?? "").split(";").map((part) => part.trim().toLowerCase());
  if (type === "application/x-www-form-urlencoded") return true;
  return type === "multipart/form-data" && parameters.some((parameter) => /^boundary=.+/.test(parameter));
}

/** The JSON APIs: JSON answers, their own body limit, POST only. */
function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/");
}
