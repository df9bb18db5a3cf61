import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { validInput } from "../unit/leads/support/lead-examples.ts";
import { startServerProcess, type ServerProcess } from "./support/server-process.ts";

let server: ServerProcess;
// Posts per client per minute: the lead test below posts twice, the limit test until it is refused.
const RATE_LIMIT = 4;

beforeAll(async () => {
  const store = join(mkdtempSync(join(tmpdir(), "dev-server-")), "leads.sqlite");
  server = await startServerProcess({ LEADS_DB_PATH: store, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }, "server/dev.ts");
}, 60_000);

afterAll(async () => {
  await server?.kill("SIGTERM");
});

test("npm run dev renders pages and stores a lead from a page form and from a JSON API, as production does", async () => {
  expect((await fetch(`${server.url}/about`)).status).toBe(200);
  const api = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validInput["home-contact"]),
  });
  expect(api.status).toBe(201);
  const page = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ formId: "contact", ...validInput.contact }),
  });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Your message has been sent successfully!");
}, 60_000);

test("npm run dev answers through the production pipeline: redirects, refusals, limits, headers, health", async () => {
  const canonical = await fetch(`${server.url}/ABOUT`, { redirect: "manual" });
  expect([canonical.status, canonical.headers.get("location")]).toEqual([301, "/about"]);
  expect((await fetch(`${server.url}/about`, { method: "PUT" })).status).toBe(405);

  const page = await fetch(`${server.url}/about`);
  expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  expect(page.headers.get("x-content-type-options")).toBe("nosniff");

  const health = await fetch(`${server.url}/healthz`);
  expect([health.status, ((await health.json()) as { status: string }).status]).toEqual([200, "ok"]);

  // A form post over the body limit is refused before it is read.
  const oversize = await fetch(`${server.url}/contact/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: "formId=contact&message=" + "x".repeat(2 * 1024 * 1024),
  });
  expect(oversize.status).toBe(413);

  const statuses: number[] = [];
  for (let post = 0; post < RATE_LIMIT + 1; post++) {
    const answer = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    statuses.push(answer.status);
    await answer.arrayBuffer();
  }
  expect(statuses.at(-1)).toBe(429);
}, 60_000);
