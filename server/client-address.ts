import type { IncomingMessage } from "node:http";
import { headerEntries, trustedEntry } from "./forwarded.ts";
import { bareAddress } from "./trusted-proxies.ts";

/**
 * The address a rate limit counts against. Behind `hops` trusted proxies (server/forwarded.ts) every
 * request comes from the nearest proxy, so the key is the right-most X-Forwarded-For entry none of them
 * is, never one further left that the client wrote. Without a trusted peer the header is ignored.
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  const forwarded = trustedEntry(headerEntries(req.headers, "x-forwarded-for"), hops);
  // Without the port: a client must not get a new bucket per source port.
  return forwarded === undefined ? (req.socket.remoteAddress ?? "unknown") : bareAddress(forwarded);
}
