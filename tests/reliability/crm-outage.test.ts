import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startCrmStandIn, type CrmStandIn } from "../unit/leads/support/crm-stand-in.ts";
import { contactLead, postLead, requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

let crm: CrmStandIn;
let server: ServerProcess;

beforeAll(async () => {
  requireBuild();
  crm = await startCrmStandIn();
  server = await startServerProcess({
    LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "outage-")), "leads.sqlite"),
    CRM_URL: crm.url,
    CRM_API_KEY: "test-crm-key",
  });
}, 120_000);

afterAll(async () => {
  await server?.kill("SIGTERM");
  await crm?.close();
}, 120_000);

test("while the CRM is down leads wait; once it is back each arrives exactly once in the spec's shape", async () => {
  crm.failAlways(503);
  const leads = Array.from({ length: 5 }, (_, index) => contactLead(index, randomUUID()));
  for (const lead of leads) expect(await postLead(server.url, lead)).toBe(201);

  // The outage is over once every lead has been refused at least once.
  await crm.waitForRequests(leads.length);
  crm.recover();
  const delivered = () => crm.requests.filter((request) => request.answeredStatus === 201);
  await expect.poll(() => delivered().length, { timeout: 30_000, interval: 250 }).toBe(leads.length);

  const keys = delivered().map((request) => request.headers["idempotency-key"]);
  expect(new Set(keys).size).toBe(leads.length);
  const first = delivered().find((request) => (request.body as { name: string }).name === "Reliability 0")!;
  expect(first.headers["x-api-key"]).toBe("test-crm-key");
  expect(Object.keys(first.body as object).sort()).toEqual(["company", "email", "message", "name", "pageUrl", "phone", "source"]);
  expect(first.body).toMatchObject({
    name: "Reliability 0",
    email: "lead-0@reliability.example",
    company: "Acme",
    source: "home-contact-form",
  });
}, 120_000);
