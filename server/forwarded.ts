import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { bareAddress } from "./trusted-proxies.ts";

/**
 * How many of the proxies a request passed through are ours. None unless the peer that connected is a
 * trusted proxy (a client that reaches the port directly writes whatever headers it likes); then the peer,
 * plus every X-Forwarded-For entry from the right that is a trusted proxy too, up to the first one that is
 * not: the right-most untrusted address, the client as the outermost of our proxies saw it.
 */
export function trustedHops(req: IncomingMessage, isTrustedProxy: (address: string | undefined) => boolean): number {
  if (!isTrustedProxy(req.socket.remoteAddress)) return 0;
  const entries = headerEntries(req.headers, "x-forwarded-for");
  let hops = 1;
  while (hops <= entries.length && isTrustedProxy(bareAddress(entries[entries.length - hops]!))) hops += 1;
  return hops;
}

/**
 * The entry of a forwarding header that the outermost of our `hops` proxies wrote: each proxy appends one on
 * the right, and everything left of those came from the client and proves nothing.
 */
export function trustedEntry(entries: readonly string[], hops: number): string | undefined {
  if (hops <= 0 || entries.length === 0) return undefined;
  // Every entry is one of ours (a client inside a trusted range): the left-most is the nearest to the client.
  return entries[Math.max(0, entries.length - hops)];
}

/** The comma-separated entries of a header, across repeated header lines, with quoted commas kept. */
export function headerEntries(headers: IncomingHttpHeaders, name: string): string[] {
  const value = headers[name];
  const lines = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return lines
    .flatMap((line) => splitOutsideQuotes(line, ","))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** One RFC 7239 Forwarded element (`for=…;proto=https;host=…`) as lower-case parameter names and unquoted values. */
export function forwardedParameters(element: string): Map<string, string> {
  const parameters = new Map<string, string>();
  for (const pair of splitOutsideQuotes(element, ";")) {
    const equals = pair.indexOf("=");
    if (equals <= 0) continue;
    const value = pair.slice(equals + 1).trim();
    parameters.set(
      pair.slice(0, equals).trim().toLowerCase(),
      value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1).replace(/\\(.)/g, "$1") : value,
    );
  }
  return parameters;
}

function splitOutsideQuotes(value: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    if (char === "\\" && quoted) index += 1;
    else if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      parts.push(value.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(value.slice(start));
  return parts;
}
