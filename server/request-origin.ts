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
export function requestOrigin(req: IncomingMessage, hops: number): RequestOrigin | undefined {
  const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
  const forwarded = forwardedParameters(trustedEntry(headerEntries(req.headers, "forwarded"), hops) ?? "");
  const proto = (trustedEntry(headerEntries(req.headers, "x-forwarded-proto"), hops) ?? forwarded.get("proto"))?.toLowerCase();
  const host = trustedEntry(headerEntries(req.headers, "x-forwarded-host"), hops) ?? forwarded.get("host") ?? req.headers.host;
  if (!host || !HOST.test(host) || !URL.canParse(`http://${host}/`)) return undefined;
  const protocol = proto === "https" || proto === "http" ? (`${proto}:` as const) : encrypted ? "https:" : "http:";
  return { protocol, host };
}
