import fc from "fast-check";
import { expect, test } from "vitest";
import { sendRaw } from "../support/send-raw.ts";
import { serverOnFreshStore } from "./support/fresh-server.ts";
import { hostileHeaders, pathsWithEveryByte } from "./support/hostile-requests.ts";

const fresh = serverOnFreshStore("hostile-requests");

/** A path with a line terminator in it: React Router's patterns cannot match one, so these answered 500. */
const LINE_TERMINATORS = ["%0A", "%0D", "%0a", "%E2%80%A8", "%E2%80%A9"];

async function inBatches<T>(items: readonly T[], size: number, each: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(each));
}

test("every byte, encoded or raw, anywhere in a path gets a 4xx or a page, never a 5xx", async () => {
  const answers = new Map<string, number>();
  await inBatches(pathsWithEveryByte(), 16, async (path) => {
    answers.set(
      path.toString("latin1"),
      await sendRaw(
        fresh.server.url,
        Buffer.concat([Buffer.from("GET "), path, Buffer.from(" HTTP/1.1\r\nHost: localhost\r\nConnection: close")]),
      ),
    );
  });
  const failures = [...answers].filter(([, status]) => status >= 500);
  expect(failures).toEqual([]);
  expect(answers.size).toBe(256 * 5);
  for (const terminator of LINE_TERMINATORS) {
    expect(await sendRaw(fresh.server.url, `GET /about${terminator} HTTP/1.1\r\nHost: localhost\r\nConnection: close`)).toBe(404);
  }
  expect(fresh.server.child.exitCode).toBeNull();
}, 120_000);

test("hostile conditional, range, encoding, cookie and framing headers never cause a 5xx or an exit", async () => {
  await fc.assert(
    fc.asyncProperty(hostileHeaders, async ({ method, path, headers, body }) => {
      const head = [`${method} ${path} HTTP/1.1`, "Host: localhost", "Connection: close", ...headers].join("\r\n");
      const status = await sendRaw(fresh.server.url, head, body);
      expect(status, head).toBeLessThan(500);
    }),
    { numRuns: 400, seed: 20261126 },
  );
  expect(fresh.server.child.exitCode).toBeNull();
}, 120_000);

test("every line the server wrote is JSON", () => {
  const notJson = fresh.server.output.filter((line) => {
    try {
      return typeof JSON.parse(line) !== "object";
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  expect(fresh.server.output.filter((line) => line.includes('"level":"error"'))).toEqual([]);
});
