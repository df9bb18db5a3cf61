import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { validInput } from "../unit/leads/support/lead-examples.ts";
import { startServerProcess, type ServerProcess } from "./support/server-process.ts";

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "dev-server-")), "leads.sqlite") }, "server/dev.ts");
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
