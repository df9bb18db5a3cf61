import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { keptAliveConnection } from "./support/kept-alive-connection.ts";
import { linesUntil } from "./support/server-lines.ts";
import { contactLead, requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

// What a restart behind a proxy needs of SIGTERM (docs/decisions/456-a-restart-drops-no-request.md): nginx
// keeps idle connections to each server and sends its next request on one of them, and does not send a
// post again on another server once it was written.

beforeAll(() => requireBuild());

const startServer = () => startServerProcess({ LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "shutdown-")), "leads.sqlite") });

/** Sends SIGTERM and resolves once the server has said it is shutting down, with how the process then ends. */
async function terminate(server: ServerProcess): Promise<{ exit: Promise<number | null> }> {
  const exit = once(server.child, "exit").then(([code]) => code as number | null);
  const shuttingDown = linesUntil(server, '"event":"shutdown"');
  server.child.kill("SIGTERM");
  await shuttingDown;
  return { exit };
}

test("a request sent on an idle kept-alive connection as the server stops is answered, and the server then exits by itself", async () => {
  const server = await startServer();
  const read = `GET /about/ HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n\r\n`;
  const pooled = await keptAliveConnection(server.url);
  const unused = await keptAliveConnection(server.url);
  for (const connection of [pooled, unused]) {
    connection.send(read);
    expect((await connection.answer()).headers.connection).toBe("keep-alive");
  }

  const { exit } = await terminate(server);
  // Both connections are idle, as a proxy's are between requests: one gets the next request, as nginx would
  // send it at this moment, not yet knowing; closed under it, the request would be lost.
  pooled.send(read);
  const answer = await pooled.answer();
  expect(answer.status).toBe(200);
  // Its answer tells the client not to use the connection again, and the server closes it.
  expect(answer.headers.connection).toBe("close");
  await pooled.closed();
  // The other is left to its client, then to the server's keep-alive timeout, and the process ends cleanly,
  // not at the forced exit (status 1).
  await unused.closed();
  expect(await exit).toBe(0);
}, 30_000);

test("a post in flight when SIGTERM comes is stored and answered, and its connection closed after it", async () => {
  const server = await startServer();
  const lead = contactLead(1, "shutdown-in-flight");
  const body = JSON.stringify(lead.body);
  const connection = await keptAliveConnection(server.url);
  connection.send(
    `POST /api/contact HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nContent-Type: application/json\r\n` +
      `Idempotency-Key: ${lead.key}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
  );

  const { exit } = await terminate(server);
  connection.send(body.slice(20));
  const answer = await connection.answer();
  expect(answer.status).toBe(201);
  expect(answer.headers.connection).toBe("close");
  await connection.closed();
  expect(await exit).toBe(0);
}, 30_000);
