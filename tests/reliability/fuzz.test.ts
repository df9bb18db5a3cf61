import { existsSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import fc from "fast-check";
import { expect, test } from "vitest";
import { sendWhole } from "../support/send-whole.ts";
import { serverOnFreshStore } from "./support/fresh-server.ts";

const fresh = serverOnFreshStore("fuzz", 120_000);

const formPages = ["/contact", "/migration-request", "/", "/startup-program", "/evaluation/business"];
// Each form page as a no-JS post reaches it, React Router's single-fetch addresses (nothing on the site
// requests them any more), and the form islands' door.
const endpoints = [
  "/api/contact",
  "/api/startup",
  "/api/partners",
  "/about",
  "/no/such/page",
  "/_root.data",
  "/contact/",
  "/contact.data",
  "/migration-request/_.data",
  // The form islands' door, with names a lookup that is not own-property-only would find.
  "/forms/en/contact",
  "/forms/ru/migration",
  "/forms/en/constructor",
  "/forms/__proto__/contact",
  ...formPages,
];
const methods = ["POST", "PUT", "PATCH", "DELETE", "TRACE", "OPTIONS", "PROPFIND", "GET"];
// Names every plain object inherits: a lookup that is not own-property-only finds them.
const prototypeNames = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];
const hosts = [undefined, "a b", "evil.example/path", "user@host", "[::1", "host:99999", "", "%00", "x".repeat(300), "ok.example"];
const contentTypes = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
  "application/json\u0000",
];

const body = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom(
        "name",
        "email",
        "message",
        "formId",
        "intent",
        "step",
        "vms.0.cpu",
        "vms.99999.name",
        "idempotencyKey",
        "__proto__",
        "constructor",
      ),
      fc.string(),
    )
    .map((fields) => new URLSearchParams(fields).toString()),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
  fc
    .tuple(fc.constantFrom(...prototypeNames), fc.constantFrom("submit", "next", "add:__proto__", "remove:constructor:0"))
    .map(([formId, intent]) => `formId=${formId}&intent=${intent}&vms.0.__proto__=x&vms.0.constructor=y`),
  // Past the form body limit (decision 008): 413, never a 5xx or an unbounded read.
  fc.constant(`formId=migration&comments=${"a".repeat(1024 * 1024 + 1)}`),
);

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
    fc.asyncProperty(
      fc.constantFrom(...endpoints),
      fc.constantFrom(...contentTypes),
      body,
      fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
      fc.constantFrom(...methods),
      fc.constantFrom(...hosts),
      async (path, contentType, payload, idempotencyKey, method, host) => {
        const before = storedCount();
        const headers: Record<string, string> = {};
        if (contentType && !/\u0000/.test(contentType)) headers["content-type"] = contentType;
        if (idempotencyKey && /^[\x20-\x7e]*$/.test(idempotencyKey)) headers["idempotency-key"] = idempotencyKey;
        if (host !== undefined) headers.host = host;
        const status = await sendWhole(`${fresh.server.url}${path}`, method, headers, payload);
        expect(status, `${method} ${path} ${contentType} Host: ${host}`).toBeLessThan(500);
        if (status >= 300) expect(storedCount()).toBe(before);
      },
    ),
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
