import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startCrmStandIn, type CrmStandIn } from "../unit/leads/support/crm-stand-in.ts";
import { createTestDatabase } from "../unit/leads/support/pg.ts";
import { contactLead, postLead, requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

const baseUrl = process.env.TEST_DATABASE_URL;
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let databaseUrl = "";

async function deliveredCount(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>("SELECT COUNT(*) AS count FROM leads WHERE status = 'delivered'");
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

describe.skipIf(!baseUrl)("two servers sharing one PostgreSQL (skipped without TEST_DATABASE_URL)", () => {
  let crm: CrmStandIn;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    requireBuild();
    database = await createTestDatabase("leads_reliability");
    databaseUrl = database.url;
    crm = await startCrmStandIn();
    const env = { DATABASE_URL: databaseUrl, CRM_URL: crm.url, CRM_API_KEY: "shared-key" };
    // Both start together: migrations must cope with a concurrent start.
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill("SIGTERM")));
    await crm?.close();
    await database?.drop();
  });

  test("leads posted to either server are each forwarded to the CRM exactly once", async () => {
    const leads = Array.from({ length: 60 }, (_, index) => contactLead(index, randomUUID()));
    const statuses = await Promise.all(leads.map((lead, index) => postLead(servers[index % 2]!.url, lead)));
    expect(statuses.every((status) => status === 201)).toBe(true);

    // Once every row is delivered no outbox can claim it again, so the CRM's count is final then.
    await expect.poll(() => deliveredCount(), { timeout: 60_000, interval: 250 }).toBe(leads.length);
    expect(crm.requests.filter((request) => request.answeredStatus === 201)).toHaveLength(leads.length);
    const keys = crm.requests.map((request) => request.headers["idempotency-key"]);
    expect(new Set(keys).size).toBe(leads.length);
    expect(new Set(keys)).toEqual(new Set(leads.map((lead) => `${lead.key}`)));
  }, 120_000);
});
