import { BlockList, isIP } from "node:net";

/**
 * The reverse proxies whose forwarding headers the server believes, as `address/prefix` ranges
 * (`127.0.0.1/32`, `10.0.0.0/8`, `::1/128`). Empty: no proxy, the headers are never read.
 */
export type TrustedProxies = readonly string[];

/** Proxies on this machine: what `TRUST_PROXY=1` meant in practice for a server behind its own nginx (decision 340). */
export const LOOPBACK_PROXIES: TrustedProxies = ["127.0.0.0/8", "::1/128"];

const OFF = new Set(["0", "false"]);
// The old values: a count of one proxy, or "yes". Read as loopback, never as "whoever connects".
const LEGACY_ONE_PROXY = new Set(["1", "true"]);

export type ParsedTrustedProxies = { proxies: TrustedProxies; legacy: boolean } | { error: string };

/**
 * `TRUST_PROXY` as the operator wrote it: `0`/`false` (none), `loopback`, `1`/`true` (the old count of one
 * proxy, now loopback only), or a comma-separated list of IPv4 and IPv6 addresses and CIDR ranges.
 */
export function parseTrustedProxies(value: string): ParsedTrustedProxies {
  const word = value.trim().toLowerCase();
  if (OFF.has(word)) return { proxies: [], legacy: false };
  if (word === "loopback") return { proxies: LOOPBACK_PROXIES, legacy: false };
  if (LEGACY_ONE_PROXY.has(word)) return { proxies: LOOPBACK_PROXIES, legacy: true };
  if (/^\d+$/.test(word)) return { error: "no longer counts proxies: list their addresses (e.g. 127.0.0.1 or 10.0.0.0/8,::1)" };
  const proxies: string[] = [];
  for (const entry of value.split(",").map((part) => part.trim())) {
    const range = rangeOf(entry);
    if (range === undefined)
      return { error: "must be loopback or a list of proxy addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8,::1)" };
    // A range of every address would believe any client's headers: exactly what the setting exists to prevent.
    if (range.endsWith("/0")) return { error: "must not trust every address (a /0 range); list the proxies' own addresses" };
    proxies.push(range);
  }
  return { proxies, legacy: false };
}

/** `address` or `address/prefix` as `address/prefix`, or undefined when it is neither. */
function rangeOf(entry: string): string | undefined {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (prefix === undefined) return `${address}/${bits}`;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return undefined;
  return `${address}/${Number(prefix)}`;
}

/**
 * Whether an address is one of the trusted proxies. IPv4 and its IPv6-mapped form (`::ffff:127.0.0.1`,
 * what a dual-stack socket reports) are the same address either way round.
 */
export function trustedProxyMatcher(proxies: TrustedProxies): (address: string | undefined) => boolean {
  if (proxies.length === 0) return () => false;
  const list = new BlockList();
  for (const range of proxies) {
    const [address = "", prefix = ""] = range.split("/");
    list.addSubnet(address, Number(prefix), isIP(address) === 4 ? "ipv4" : "ipv6");
  }
  return (address) => {
    const bare = address === undefined ? "" : bareAddress(address);
    const family = isIP(bare);
    return family !== 0 && list.check(bare, family === 4 ? "ipv4" : "ipv6");
  };
}

/** An address as a forwarding header may write it, without brackets or port: `[::1]:8080` → `::1`, `1.2.3.4:80` → `1.2.3.4`. */
export function bareAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return withPort ? withPort[1]! : entry;
}
