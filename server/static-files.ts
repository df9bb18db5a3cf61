import { readFileSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { relative } from "node:path";
import sirv from "sirv";
import type { ThirdPartySources } from "#model/public-env.ts";
import { chooseEncoding } from "./accept-encoding.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";
import { htmlFiles } from "./html-files.ts";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the prerendered HTML and hashed assets from build/client, preferring the .br/.gz files that
 * the build wrote next to them. Calls `next` for anything that is not a file.
 */
export function staticFiles(clientDir: string, thirdParties: ThirdPartySources) {
  const policies = precomputePolicies(clientDir, thirdParties);
  const serve = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      if (IMMUTABLE.test(pathname)) {
        res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`);
      } else {
        // Pages change with each deploy: cache briefly, then revalidate by ETag.
        res.setHeader("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
      }
      // sirv has set Vary: Accept-Encoding; a cached page is not reused for a request whose cookies differ: the page a form moves on to must
      // reach the server, which renders the visitor's confirmation from the sent note (decision 421). A file a page loads is the same whatever the cookies.
      if (isPage(pathname)) res.setHeader("Vary", "Accept-Encoding, Cookie");
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
      const policy = policies.get(pathname);
      if (policy) res.setHeader("Content-Security-Policy", policy);
    },
  });
  return {
    serve(req: IncomingMessage, res: ServerResponse, pathname: string, next: () => void) {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      // The precompressed copies are sirv's to choose by Accept-Encoding; fetched by name they would
      // arrive without the page's Content-Security-Policy.
      if (PRECOMPRESSED.test(pathname)) return next();
      // sirv reads a Range header naively: "bytes=5-1" opens a read stream that throws and, unhandled,
      // ends the process. Only one well-formed range reaches it, and none with If-Range, which it cannot
      // check; any other is ignored, as HTTP allows, and the whole file is sent.
      if (req.headers.range !== undefined && (!isSingleRange(req.headers.range) || req.headers["if-range"] !== undefined)) {
        delete req.headers.range;
      }
      // sirv reads the last byte's position 0 as "to the end" (`parseInt(last) || size - 1`): the first
      // byte alone is asked of it as the whole file, then cut to that byte.
      if (req.headers.range !== undefined && FIRST_BYTE.test(req.headers.range.trim())) {
        req.headers.range = "bytes=0-";
        firstByteOnly(res);
      }
      // sirv picks brotli or gzip by a substring of Accept-Encoding ("br;q=0" read as brotli): it is
      // given the one encoding the header's grammar chooses instead.
      req.headers["accept-encoding"] = chooseEncoding(req.headers["accept-encoding"]);
      // sirv pipes a read stream into the response and never listens for its errors: a file removed or
      // unreadable after start-up (a rebuild in place) threw from that stream and ended the process. The
      // headers are sent by then, so the one honest answer left is to cut this response short.
      res.once("pipe", (source) =>
        source.on("error", (error) => {
          console.error(JSON.stringify({ level: "error", event: "static_read_failed", path: pathname, error: String(error) }));
          res.destroy();
        }),
      );
      serve(req, res, next);
    },
  };
}

const PRECOMPRESSED = /\.(br|gz)$/;

/** Files whose name changes with their bytes: the build's assets, and content pictures named by their hash (codegen/content-images.ts). */
const IMMUTABLE = /^\/assets\/|^\/media\/[^/]+\.[0-9a-f]{10}\./;

/** A prerendered page: a folder's index.html or a name without an extension, as sirv's `extensions: ["html"]` finds them. */
const isPage = (pathname: string) => pathname.endsWith(".html") || !/\.[a-z0-9]+$/i.test(pathname);

/** `bytes=first-` or `bytes=first-last` with first ≤ last, in numbers a file can have. */
const SINGLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

const FIRST_BYTE = /^bytes=0+-0+$/;

/** Turns sirv's 206 of the whole file into one of its first byte: the head says so, one byte is sent. */
function firstByteOnly(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  res.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) => {
    if (status !== 206) return writeHead(status, headers);
    const size = /\/(\d+)$/.exec(String(headers["Content-Range"]))?.[1];
    return writeHead(status, { ...headers, "Content-Range": `bytes 0-0/${size}`, "Content-Length": 1 });
  }) as ServerResponse["writeHead"];
  res.once("pipe", (source: NodeJS.ReadableStream & { destroy(): void }) => {
    source.unpipe(res);
    source.once("data", (chunk: Buffer) => {
      source.destroy();
      res.end(chunk.subarray(0, 1));
    });
  });
}

function isSingleRange(value: string): boolean {
  const match = SINGLE_RANGE.exec(value.trim());
  return match !== null && (match[2] === "" || Number(match[1]) <= Number(match[2]));
}

/** Every prerendered page: its route ("/", "/about", "/solutions/idsnext") and its file. */
function prerenderedPages(clientDir: string): { route: string; file: string }[] {
  return htmlFiles(clientDir).map((file) => ({
    route: `/${relative(clientDir, file)}`.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "") || "/",
    file,
  }));
}

/** Hashes each prerendered page's inline scripts once at start-up, keyed by the path sirv reports. */
function precomputePolicies(clientDir: string, thirdParties: ThirdPartySources): Map<string, string> {
  const policies = new Map<string, string>();
  for (const { route, file } of prerenderedPages(clientDir)) {
    const policy = contentSecurityPolicy(inlineScriptHashes(readFileSync(file, "utf8")), thirdParties);
    // sirv reports the requested path ("/about", "/about/", "/about/index.html"), not the file it chose.
    for (const key of [route, `${route}/`.replace("//", "/"), `/${relative(clientDir, file)}`]) policies.set(key, policy);
  }
  return policies;
}
