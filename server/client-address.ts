import type { IncomingMessage } from "node:http";

/**
 * The address a rate limit counts against. Behind a reverse proxy every request comes from the proxy,
 * so TRUST_PROXY=1 takes the first X-Forwarded-For hop instead; never trust that header otherwise.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}
