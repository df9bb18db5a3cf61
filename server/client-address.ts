import type { IncomingMessage } from "node:http";
import { headerEntries, trustedEntry } from "./forwarded.ts";

/**
 * The address a rate limit counts against. Behind `hops` reverse proxies (TRUST_PROXY) every request
 * comes from the nearest proxy, so the key is the X-Forwarded-For entry the outermost of them appended,
 * never the left-most one the client can write. Without trusted proxies the header is ignored.
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  return trustedEntry(headerEntries(req.headers, "x-forwarded-for"), hops) ?? req.socket.remoteAddress ?? "unknown";
}
