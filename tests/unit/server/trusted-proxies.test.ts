import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { describe, expect, test } from "vitest";
import { clientAddress } from "../../../server/client-address.ts";
import { readServerConfig } from "../../../server/config.ts";
import { trustedHops } from "../../../server/forwarded.ts";
import { requestOrigin } from "../../../server/request-origin.ts";
import { trustedProxyMatcher } from "../../../server/trusted-proxies.ts";

/** A request as the server sees it: its headers and the peer that connected (the nearest proxy, if any). */
function incoming(headers: IncomingHttpHeaders, peer: string): IncomingMessage {
  return { headers, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

/** The rate-limit key and the request's origin, with TRUST_PROXY read as the server reads it. */
function seenWith(trustProxy: string, headers: IncomingHttpHeaders, peer: string) {
  const request = incoming(headers, peer);
  const hops = trustedHops(request, trustedProxyMatcher(readServerConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY));
  return { address: clientAddress(request, hops), origin: requestOrigin(request, hops) };
}

const forged = {
  host: "127.0.0.1:3000",
  "x-forwarded-for": "203.0.113.7",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
};

describe("forwarding headers count only from the configured proxies", () => {
  test("a client that reaches the port directly is keyed by its own address, whatever it writes", () => {
    expect(seenWith("127.0.0.1", forged, "198.51.100.9")).toEqual({
      address: "198.51.100.9",
      origin: { protocol: "http:", host: "127.0.0.1:3000" },
    });
  });

  test("the configured proxy's headers count, also when a dual-stack socket reports it as ::ffff:127.0.0.1", () => {
    for (const peer of ["127.0.0.1", "::ffff:127.0.0.1"]) {
      expect(seenWith("127.0.0.1", forged, peer), peer).toEqual({
        address: "203.0.113.7",
        origin: { protocol: "https:", host: "evil.example" },
      });
    }
    expect(seenWith("::ffff:127.0.0.1", forged, "127.0.0.1").address).toBe("203.0.113.7");
  });

  test("behind a chain of proxies the key is the right-most address that is not one of them", () => {
    const chain = { "x-forwarded-for": "1.2.3.4, 203.0.113.7, 10.1.2.3" };
    expect(seenWith("10.0.0.0/8,127.0.0.1", chain, "127.0.0.1").address).toBe("203.0.113.7");
    // The client's own first entry is never taken, however many entries it writes.
    expect(seenWith("10.0.0.0/8", { "x-forwarded-for": "1.2.3.4, 5.6.7.8, 203.0.113.7" }, "10.0.0.2").address).toBe("203.0.113.7");
    expect(seenWith("2001:db8::/32", { "x-forwarded-for": "1.2.3.4, 2001:db8:ffff::1" }, "2001:db8::5").address).toBe("1.2.3.4");
  });

  test("the key has no port, so a client cannot get a new bucket per port (an IPv6 one is its /64)", () => {
    expect(seenWith("127.0.0.1", { "x-forwarded-for": "203.0.113.7:4711" }, "127.0.0.1").address).toBe("203.0.113.7");
    expect(seenWith("127.0.0.1", { "x-forwarded-for": "[2001:db8::7]:4711" }, "127.0.0.1").address).toBe("2001:db8:0:0::/64");
  });

  test("a request from a trusted proxy without X-Forwarded-For is keyed by the proxy", () => {
    expect(seenWith("127.0.0.1", {}, "127.0.0.1").address).toBe("127.0.0.1");
  });
});

describe("TRUST_PROXY", () => {
  test("unset, 0 or false trusts no proxy", () => {
    for (const value of [undefined, "0", "false"]) expect(readServerConfig({ TRUST_PROXY: value }).TRUST_PROXY, value).toEqual([]);
  });

  test("a list of IPv4 and IPv6 addresses and CIDR ranges", () => {
    expect(readServerConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1,2001:db8::/32" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1/32",
      "::1/128",
      "2001:db8::/32",
    ]);
  });

  test("1 and true, the old count of one proxy, mean proxies on this machine only, with a warning at start-up", () => {
    for (const value of ["1", "true", "loopback"]) {
      const config = readServerConfig({ TRUST_PROXY: value });
      expect(config.TRUST_PROXY, value).toEqual(["127.0.0.0/8", "::1/128"]);
      expect(config.warnings.length, value).toBe(value === "loopback" ? 0 : 1);
    }
    expect(readServerConfig({ TRUST_PROXY: "1" }).warnings[0]).toMatch(/only from proxies on this machine/);
    expect(seenWith("1", forged, "198.51.100.9").address).toBe("198.51.100.9");
  });

  test("a count of several proxies, a malformed address or a range of every address stops the start with a clear line", () => {
    expect(() => readServerConfig({ TRUST_PROXY: "2" })).toThrow("  TRUST_PROXY no longer counts proxies: list their addresses");
    for (const value of ["yes", "10.0.0.0/33", "300.1.1.1", "127.0.0.1,", "example.com"])
      expect(() => readServerConfig({ TRUST_PROXY: value }), value).toThrow("  TRUST_PROXY must be loopback or a list of proxy addresses");
    for (const value of ["0.0.0.0/0", "::/0"])
      expect(() => readServerConfig({ TRUST_PROXY: value }), value).toThrow("  TRUST_PROXY must not trust every address");
  });
});
