import type { IncomingHttpHeaders } from "node:http";

/**
 * What the reverse proxies in front of the server appended to a request. Each proxy adds one entry on the
 * right of X-Forwarded-For (and of Forwarded); everything left of the entries our own proxies wrote came
 * from the client and proves nothing. `hops` is how many proxies we run (TRUST_PROXY): the entry `hops`
 * from the right is the one the outermost of them wrote, about the client it saw.
 */
export function trustedEntry(entries: readonly string[], hops: number): string | undefined {
  if (hops <= 0 || entries.length === 0) return undefined;
  // Fewer entries than proxies: the request skipped one, and the left-most entry is still one of ours.
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
