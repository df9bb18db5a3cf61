import type { IncomingMessage } from "node:http";
import { forwardedParameters, headerEntries, trustedEntry } from "./forwarded.ts";

export type RequestOrigin = { protocol: "http:" | "https:"; host: string };

// A host name or IP literal and an optional port: nothing that could move a path, user or query into the URL.
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The scheme and host the visitor's browser used, which is what React Router's action origin check and
 * the JSON API's compare the Origin header with. A TLS-terminating proxy talks plain HTTP to us, so behind
 * `hops` trusted proxies (`trustedHops`, TRUST_PROXY) the scheme and host come from what the outermost one reports
 * (X-Forwarded-Proto / X-Forwarded-Host, else RFC 7239 Forwarded); otherwise from the socket and the
 * Host header alone. Undefined when the host is not a valid authority: the client's mistake, a 400.
 */
/**
 * Whether React Router would take a post with this Origin (its `allowedActionOrigins` check): none given,
 * or the request's own origin, or one of the hosts it is told to allow. It refuses any other with a bare
 * "Bad Request" and an error in the log, so the pipeline asks first and answers such a post itself.
 */
export function actionOriginAccepted(request: Request, allowedHosts: readonly string[]): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.origin === new URL(request.url).origin || allowedHosts.includes(url.host);
}

export function requestOrigin(req: IncomingMessage, hops: number): RequestOrigin | undefined {
  const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
  const forwarded = forwardedParameters(trustedEntry(headerEntries(req.headers, "forwarded"), hops) ?? "");
  const proto = (trustedEntry(headerEntries(req.headers, "x-forwarded-proto"), hops) ?? forwarded.get("proto"))?.toLowerCase();
  const host = trustedEntry(headerEntries(req.headers, "x-forwarded-host"), hops) ?? forwarded.get("host") ?? req.headers.host;
  if (!host || !HOST.test(host) || !URL.canParse(`http://${host}/`)) return undefined;
  const protocol = proto === "https" || proto === "http" ? (`${proto}:` as const) : encrypted ? "https:" : "http:";
  return { protocol, host };
}
