import { connect } from "node:net";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

let server: ServerProcess;
beforeAll(async () => {
  requireBuild();
  // REQUEST_TIMEOUT is a minute by default; a second keeps the test short.
  server = await startServerProcess({ LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "slow-")), "leads.sqlite"), REQUEST_TIMEOUT: "1s" });
});
afterAll(() => server?.kill("SIGTERM"));

/** Sends a request's head and the first part of its body, then nothing more, and waits for the server to close. */
async function stallAfter(head: string, firstPart: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  const received: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  socket.on("error", () => socket.destroy());
  socket.write(`${head}\r\n\r\n${firstPart}`);
  await once(socket, "close");
  return Buffer.concat(received).toString("latin1");
}

test.each([
  ["a chunked form post that stops after its first chunk", "Transfer-Encoding: chunked", "9\r\nformId=co\r\n"],
  ["a form post that sends less than its Content-Length", "Content-Length: 5000", "formId=contact&message="],
])("%s is cut off at the request deadline, and the site keeps answering", async (_, framing, firstPart) => {
  const answer = await stallAfter(
    [
      "POST /contact HTTP/1.1",
      `Host: ${new URL(server.url).host}`,
      `Origin: ${server.url}`,
      "Content-Type: application/x-www-form-urlencoded",
      framing,
    ].join("\r\n"),
    firstPart,
  );
  expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
  expect((await fetch(`${server.url}/about`)).status).toBe(200);
});
