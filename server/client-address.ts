import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { headerEntries, trustedEntry } from "./forwarded.ts";
import { bareAddress } from "./trusted-proxies.ts";

/**
 * The client a rate limit counts against. Behind `hops` trusted proxies (server/forwarded.ts) every
 * request comes from the nearest proxy, so the address is the right-most X-Forwarded-For entry none of
 * them is, never one further left that the client wrote. Without a trusted peer the header is ignored.
 * An IPv6 address counts as its /64 (`rateLimitKey`).
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  const forwarded = trustedEntry(headerEntries(req.headers, "x-forwarded-for"), hops);
  // Without the port: a client must not get a new bucket per source port.
  return rateLimitKey(forwarded === undefined ? (req.socket.remoteAddress ?? "unknown") : bareAddress(forwarded));
}

/**
 * An IPv4 address as it is (also when a dual-stack socket writes it `::ffff:1.2.3.4`); an IPv6 address as
 * its /64, `2001:db8:1:2::/64`. A subscriber is given at least a /64 and may use every address in it, so
 * a limit per IPv6 address is no limit at all. Anything else (not an address) as it is.
 */
function rateLimitKey(address: string): string {
  const bare = address.replace(/%.*$/, "");
  if (isIP(bare) !== 6) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  return `${ipv6Groups(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  // A dotted IPv4 tail is the last two groups.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)].map((group) => group.toString(16)).join(":"),
  );
  const [head = "", tail] = text.split("::");
  const split = (part: string) => (part === "" ? [] : part.split(":"));
  const known = [...split(head), ...split(tail ?? "")].length;
  const groups = tail === undefined ? split(head) : [...split(head), ...Array<string>(8 - known).fill("0"), ...split(tail)];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
