import { isIP } from "node:net";

/** The names a browser on this machine reaches a loopback server by. */
const LOOPBACK_NAMES = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Whether `address` (a listen address) is this machine's loopback. */
function isLoopbackAddress(address: string): boolean {
  return address === "::1" || address === "localhost" || /^127\.\d+\.\d+\.\d+$/.test(address);
}

/**
 * Whether a request's Host names the local server listening on `port`: a loopback name with that port.
 * Anything else is a page that had its own name resolve to this machine (DNS rebinding) or a mistake.
 * `listenHost` beyond loopback (DEV_HOST) also takes an IP address with that port: a rebinding page has a
 * name, never an address, as its Host; and the name the server was told to listen on (`devbox.local`),
 * which is the developer's own, not a page's.
 */
export function isOwnHost(host: string | undefined, port: number, listenHost = "127.0.0.1"): boolean {
  const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(host ?? "");
  if (!match || Number(match[2]) !== port) return false;
  const name = match[1]!.toLowerCase();
  if (LOOPBACK_NAMES.has(name)) return true;
  if (isLoopbackAddress(listenHost)) return false;
  return isIP(name.replace(/^\[(.*)\]$/, "$1")) !== 0 || name === listenHost.toLowerCase();
}
