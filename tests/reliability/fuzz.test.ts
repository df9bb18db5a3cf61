import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

let server: ServerProcess;
let dbPath: string;

beforeAll(async () => {
  requireBuild();
  dbPath = join(mkdtempSync(join(tmpdir(), "fuzz-")), "leads.sqlite");
  server = await startServerProcess({ LEADS_DB_PATH: dbPath });
}, 120_000);

afterAll(() => server?.kill("SIGTERM"));

const endpoints = ["/api/contact", "/api/startup", "/api/partners", "/contact", "/migration-request", "/", "/startup-program", "/evaluation/business"];
const contentTypes = ["application/json", "application/json; charset=utf-8", "application/json; charset=latin1", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "", "application/json\u0000"];

const body = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.dictionary(fc.constantFrom("name", "email", "message", "formId", "intent", "step", "vms.0.cpu", "vms.99999.name", "idempotencyKey", "__proto__", "constructor"), fc.string()).map((fields) => new URLSearchParams(fields).toString()),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
);

function storedCount(): number {
  // Until the first lead, the store may not have created its file yet.
  if (!existsSync(dbPath)) return 0;
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS count FROM leads").get() as { count: number }).count;
  } finally {
    db.close();
  }
}

test("hostile bodies, headers and encodings never cause a 5xx, a crash, or a stored lead", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...endpoints),
      fc.constantFrom(...contentTypes),
      body,
      fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
      fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
      async (path, contentType, payload, idempotencyKey, method) => {
        const before = storedCount();
        const headers: Record<string, string> = {};
        if (contentType && !/\u0000/.test(contentType)) headers["content-type"] = contentType;
        if (idempotencyKey && /^[\x20-\x7e]*$/.test(idempotencyKey)) headers["idempotency-key"] = idempotencyKey;
        const response = await fetch(`${server.url}${path}`, { method, headers, body: payload, redirect: "manual" });
        await response.arrayBuffer();
        expect(response.status, `${method} ${path} ${contentType}`).toBeLessThan(500);
        if (response.status >= 300) expect(storedCount()).toBe(before);
      },
    ),
    { numRuns: 200, seed: 20261122 },
  );
  expect(server.child.exitCode).toBeNull();
}, 120_000);
