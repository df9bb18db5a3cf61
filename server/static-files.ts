import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative } from "node:path";
import sirv from "sirv";
import { configuredThirdParties, contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the prerendered HTML and hashed assets from build/client, preferring the .br/.gz files that
 * the build wrote next to them. Calls `next` for anything that is not a file.
 */
export function staticFiles(clientDir: string) {
  const policies = precomputePolicies(clientDir);
  const serve = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      if (pathname.startsWith("/assets/")) {
        res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`);
      } else {
        // Pages change with each deploy: cache briefly, then revalidate by ETag.
        res.setHeader("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
      }
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
      const policy = policies.get(pathname);
      if (policy) res.setHeader("Content-Security-Policy", policy);
    },
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    serve(req, res, next);
  };
}

/** Hashes each prerendered page's inline scripts once at start-up, keyed by the path sirv reports. */
function precomputePolicies(clientDir: string): Map<string, string> {
  const policies = new Map<string, string>();
  for (const file of listFiles(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8");
    const policy = contentSecurityPolicy(inlineScriptHashes(html), configuredThirdParties());
    // sirv reports the requested path ("/about", "/about/", "/about/index.html"), not the file it chose.
    const route = `/${relative(clientDir, file)}`.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
    for (const key of [route || "/", `${route}/`, `/${relative(clientDir, file)}`]) policies.set(key, policy);
  }
  return policies;
}

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
