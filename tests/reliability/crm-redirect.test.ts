import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startCrmStandIn, type CrmStandIn } from "../unit/leads/support/crm-stand-in.ts";
import { CRM_TEST_API_KEY, serverWithCrmStandIn } from "./support/fresh-server.ts";
import { contactLead, postLead } from "./support/server-process.ts";

const fixture = serverWithCrmStandIn("crm-redirect", 120_000);
/** Where the CRM's redirect points: another origin, which must never see the lead or the key. */
let elsewhere: CrmStandIn;

beforeAll(async () => {
  elsewhere = await startCrmStandIn();
});
afterAll(async () => {
  await elsewhere?.close();
});

test("a CRM that redirects keeps the lead undelivered and retried, names the Location in the log and the list, and the key stays home", async () => {
  const { crm, server, store } = fixture;
  const location = elsewhere.url.replace("/leads", "/v2/leads");
  crm.failNext(2, { redirect: 307, location });
  const from = server.output.length;
  expect(await postLead(server.url, contactLead(0, randomUUID()))).toBe(201);

  // Two attempts, each answered 307: the second is the retry, 3 s after the first.
  await expect.poll(() => crm.requests.length, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(2);
  const error = `Failed to submit form: 307 redirect to ${location} (not followed)`;
  await expect.poll(() => server.output.slice(from).some((line) => line.includes(error)), { timeout: 10_000 }).toBe(true);
  const warning = server.output.slice(from).find((line) => line.includes(error));
  expect(JSON.parse(warning ?? "{}")).toMatchObject({ level: "warn", outcome: "failed", error });

  // `npm run leads -- list`, as an operator runs it, from the build: the lead is pending, and why.
  const list = await promisify(execFile)(process.execPath, [join(import.meta.dirname, "../../server/leads.ts"), "list"], {
    env: { ...process.env, LEADS_DB_PATH: store, DATABASE_URL: "" },
  });
  const row = list.stdout.split("\n").find((line) => line.includes("lead-0@reliability.example")) ?? "";
  expect(row).toMatch(/contact\s+pending\s+\d\s+\S+\s+failed\s+en\s+lead-0@reliability.example\s+/);
  expect(row.endsWith(error)).toBe(true);

  // The CRM takes it on a later attempt; the other origin never heard of it.
  await expect.poll(() => crm.leads.size, { timeout: 30_000, interval: 250 }).toBe(1);
  expect(crm.requests.every((request) => request.headers["x-api-key"] === CRM_TEST_API_KEY && request.method === "POST")).toBe(true);
  expect(elsewhere.requests).toEqual([]);
}, 120_000);
