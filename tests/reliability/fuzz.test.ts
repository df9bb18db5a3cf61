import { existsSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import fc from "fast-check";
import { expect, test } from "vitest";
import { sendWhole } from "../support/send-whole.ts";
import { serverOnFreshStore } from "./support/fresh-server.ts";
import { formPages, hostileBodies, prototypeNames } from "./support/hostile-requests.ts";

const fresh = serverOnFreshStore("fuzz", 120_000);

function storedCount(): number {
  // Until the first lead, the store may not have created its file yet.
  if (!existsSync(fresh.store)) return 0;
  const db = new DatabaseSync(fresh.store, { readOnly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS count FROM leads").get() as { count: number }).count;
  } finally {
    db.close();
  }
}

test("hostile bodies, methods, Host headers and encodings never cause a 5xx, a crash, or a stored lead", async () => {
  await fc.assert(
    fc.asyncProperty(hostileBodies, async ({ method, path, headers, body }) => {
      const before = storedCount();
      const status = await sendWhole(`${fresh.server.url}${path}`, method, headers, body);
      expect(status, `${method} ${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
      if (status >= 300) expect(storedCount()).toBe(before);
    }),
    { numRuns: 300, seed: 20261123 },
  );
  expect(fresh.server.child.exitCode).toBeNull();
}, 180_000);

test.each(formPages.flatMap((path) => prototypeNames.map((formId) => [path, formId])))(
  "a post to %s with formId=%s is a 400, not a 500",
  async (path, formId) => {
    const status = await sendWhole(
      `${fresh.server.url}${path}`,
      "POST",
      { "content-type": "application/x-www-form-urlencoded" },
      `formId=${formId}`,
    );
    expect(status).toBe(400);
  },
);

test.each(["TRACE", "OPTIONS", "PROPFIND", "PUT", "PATCH", "DELETE"])(
  "%s on a form page is a 405 that names the methods it takes",
  async (method) => {
    const status = await sendWhole(`${fresh.server.url}/contact`, method, {}, "");
    expect(status).toBe(405);
  },
);

test.each(["a b", "evil.example/path", "user@host", "[::1", "host:99999"])("a Host header of %j is a 400", async (host) => {
  const status = await sendWhole(
    `${fresh.server.url}/contact`,
    "POST",
    { host, "content-type": "application/x-www-form-urlencoded" },
    "formId=contact",
  );
  expect(status).toBe(400);
});
