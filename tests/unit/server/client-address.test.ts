import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { expect, test } from "vitest";
import { clientAddress } from "../../../server/client-address.ts";

/** A request as the server sees it: its headers and the peer it came from (the nearest proxy, if any). */
function incoming(headers: IncomingHttpHeaders, peer = "10.0.0.2"): IncomingMessage {
  return { headers, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

test("behind one proxy the key is the address it appended, not the one the client wrote first", () => {
  expect(clientAddress(incoming({ "x-forwarded-for": "1.2.3.4, 203.0.113.7" }), 1)).toBe("203.0.113.7");
  expect(clientAddress(incoming({ "x-forwarded-for": "203.0.113.7" }), 1)).toBe("203.0.113.7");
});

test("behind two proxies the key is the entry the outer one appended", () => {
  expect(clientAddress(incoming({ "x-forwarded-for": "1.2.3.4, 203.0.113.7, 10.0.0.9" }), 2)).toBe("203.0.113.7");
});

test("repeated X-Forwarded-For lines count as one list", () => {
  expect(clientAddress(incoming({ "x-forwarded-for": ["1.2.3.4", "203.0.113.7"] as unknown as string }), 1)).toBe("203.0.113.7");
});

test("without trusted proxies, or without the header, the key is the peer address", () => {
  expect(clientAddress(incoming({ "x-forwarded-for": "1.2.3.4" }), 0)).toBe("10.0.0.2");
  expect(clientAddress(incoming({}), 1)).toBe("10.0.0.2");
});

test("an IPv6 client is counted by its /64, the network one subscriber is given, however it is written", () => {
  const key = (address: string) => clientAddress(incoming({ "x-forwarded-for": address }), 1);
  const one = [
    "2001:db8:1:2::1",
    "2001:db8:1:2:ffff:ffff:ffff:ffff",
    "2001:0DB8:0001:0002:0:0:0:9",
    "[2001:db8:1:2::7]:443",
    "2001:db8:1:2::1.2.3.4",
  ];
  expect(new Set(one.map(key)).size).toBe(1);
  expect(key("2001:db8:1:3::1")).not.toBe(key("2001:db8:1:2::1"));
  expect(key("::1")).not.toBe(key("2001:db8:1:2::1"));
  // A socket's own view of an IPv6 peer, with a zone.
  expect(clientAddress(incoming({}, "fe80::1:2%eth0"), 0)).toBe(clientAddress(incoming({}, "fe80::9"), 0));
  // IPv4, also as a dual-stack socket writes it, stays one address.
  expect(key("203.0.113.7")).toBe("203.0.113.7");
  expect(clientAddress(incoming({}, "::ffff:203.0.113.7"), 0)).toBe("203.0.113.7");
  expect(key("203.0.113.8")).not.toBe(key("203.0.113.7"));
});
