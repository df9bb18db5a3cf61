import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { drainUnreadBody } from "../../../server/unread-body.ts";

const LIMIT_BYTES = 64 * 1024;
const LIMIT_MS = 200;
let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A loopback server that drains each request before answering, as early answers do; resolves each drain's result. */
async function drainingServer(): Promise<{ url: string; drained: Promise<boolean> }> {
  let settle: (drained: boolean) => void = () => {};
  const drained = new Promise<boolean>((resolve) => (settle = resolve));
  server = createServer((req, res) => {
    void drainUnreadBody(req, LIMIT_BYTES, LIMIT_MS).then((result) => {
      settle(result);
      res.end("answered");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, drained };
}

function startRequest(url: string, method: string, headers: Record<string, string>) {
  const req = request(url, { method, headers });
  req.on("error", () => {});
  const answered = once(req, "response").then(([response]) => (response as IncomingMessage).resume().statusCode);
  return { req, answered };
}

test("a body of declared length within the bound is read to its end", async () => {
  const { url, drained } = await drainingServer();
  const { req, answered } = startRequest(url, "POST", { "content-length": String(LIMIT_BYTES) });
  req.end(Buffer.alloc(LIMIT_BYTES, "a"));
  expect(await drained).toBe(true);
  expect(await answered).toBe(200);
});

test("a request with no body drains at once", async () => {
  const { url, drained } = await drainingServer();
  startRequest(url, "GET", {}).req.end();
  expect(await drained).toBe(true);
});

// Sent whole and at once: a server that drained them would read them to their end.
test("a body longer than the bound is not drained", async () => {
  const { url, drained } = await drainingServer();
  const { req } = startRequest(url, "POST", { "content-length": String(LIMIT_BYTES + 1) });
  req.end(Buffer.alloc(LIMIT_BYTES + 1, "a"));
  expect(await drained).toBe(false);
});

test("a chunked body of unknown length is not drained", async () => {
  const { url, drained } = await drainingServer();
  const { req } = startRequest(url, "POST", { "transfer-encoding": "chunked" });
  req.end("a");
  expect(await drained).toBe(false);
});

test("a client that stops mid-body is given up on once the time bound passes", async () => {
  const { url, drained } = await drainingServer();
  const { req, answered } = startRequest(url, "POST", { "content-length": String(LIMIT_BYTES) });
  req.write(Buffer.alloc(1024, "a"));
  // Nothing more is sent: only the time bound can end the drain.
  expect(await drained).toBe(false);
  expect(await answered).toBe(200);
});
