import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { describe, expect, test } from "vitest";
import { requestOrigin } from "../../../server/request-origin.ts";

/** The parts of a request the origin depends on: its headers and whether the socket is TLS. */
function incoming(headers: IncomingHttpHeaders, encrypted = false): IncomingMessage {
  return { headers, socket: { encrypted, remoteAddress: "10.0.0.2" } } as unknown as IncomingMessage;
}

describe("the origin a request was made to", () => {
  test("behind a trusted TLS proxy it is the scheme and host the proxy reports", () => {
    const request = incoming({ host: "127.0.0.1:3000", "x-forwarded-proto": "https", "x-forwarded-host": "silkway.cloud" });
    expect(requestOrigin(request, 1)).toEqual({ protocol: "https:", host: "silkway.cloud" });
  });

  test("an RFC 7239 Forwarded header works as well, quoted values included", () => {
    const request = incoming({ host: "app:3000", forwarded: 'for=203.0.113.7;proto=https;host="silkway.cloud"' });
    expect(requestOrigin(request, 1)).toEqual({ protocol: "https:", host: "silkway.cloud" });
  });

  test("a proxy that keeps the visitor's Host and only reports the scheme is enough", () => {
    expect(requestOrigin(incoming({ host: "silkway.cloud", "x-forwarded-proto": "https" }), 1)).toEqual({
      protocol: "https:",
      host: "silkway.cloud",
    });
  });

  test("with two proxies the value the outer one appended wins over what the client wrote", () => {
    const request = incoming({
      host: "app:3000",
      "x-forwarded-proto": "http, https, http",
      "x-forwarded-host": "evil.example, silkway.cloud, lb.internal",
    });
    expect(requestOrigin(request, 2)).toEqual({ protocol: "https:", host: "silkway.cloud" });
  });

  test("without TRUST_PROXY the forwarding headers are ignored", () => {
    const request = incoming({
      host: "silkway.cloud",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
      forwarded: "proto=https;host=evil.example",
    });
    expect(requestOrigin(request, 0)).toEqual({ protocol: "http:", host: "silkway.cloud" });
  });

  test("a TLS socket is https even without a proxy", () => {
    expect(requestOrigin(incoming({ host: "silkway.cloud" }, true), 0)).toEqual({ protocol: "https:", host: "silkway.cloud" });
  });

  test("a host that is not a host name or IP literal is refused, whichever header brought it", () => {
    for (const host of ["a b", "evil.example/path", "user@silkway.cloud", "silkway.cloud:99999", "", "[::1", "%00"]) {
      expect(requestOrigin(incoming({ host }), 0), host).toBeUndefined();
      expect(requestOrigin(incoming({ host: "ok.example", "x-forwarded-host": host || "x y" }), 1), host).toBeUndefined();
    }
    expect(requestOrigin(incoming({ host: "[::1]:3000" }), 0)).toEqual({ protocol: "http:", host: "[::1]:3000" });
  });
});
