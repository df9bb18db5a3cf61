import { once } from "node:events";
import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { refusalHold } from "../../../server/refusal-hold.ts";

// Longer than the test: a held post never gets its answer from the timer here, so which post is answered
// first says which were held, with no clock in the assertion.
const hold = refusalHold({ holdMs: 60_000, capacity: 1 });
const closed = new Map<string, Promise<unknown>>();
const server = createServer((req, res) => {
  closed.set(req.url!, once(res, "close"));
  hold.hold(res, () => res.writeHead(429).end());
});
afterEach(() => void server.closeAllConnections());

/**
 * A refused post: its answer (or undefined if its client gave up first), and a way to give up. Returns once
 * the server has it: each post comes on its own connection, and two sent together may reach it in either order.
 */
async function post(path: string) {
  const { port } = server.address() as AddressInfo;
  const received = once(server, "request");
  const req = request({ port, path, method: "POST", headers: { "content-length": "1000000" } });
  req.on("error", () => {});
  req.write("x");
  const answer = new Promise<string>((resolve) => {
    req.once("response", (res: IncomingMessage) => resolve(`${path} ${res.statusCode}`));
    req.once("close", () => resolve(`${path} gave up`));
  });
  await received;
  return { answer, giveUp: () => req.destroy() };
}

test("refusals past the hold's capacity are answered at once; a client that gives up frees its place", async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const first = await post("/first");
  const second = await post("/second");
  expect(await Promise.race([first.answer, second.answer])).toBe("/second 429");
  expect(hold.held).toBe(1);

  first.giveUp();
  expect(await first.answer).toBe("/first gave up");
  await closed.get("/first");
  // The place the first post held is the third's: the fourth finds the hold full again.
  const third = await post("/third");
  const fourth = await post("/fourth");
  expect(await Promise.race([third.answer, fourth.answer])).toBe("/fourth 429");
  expect(hold.held).toBe(1);
  third.giveUp();
  server.close();
});
