import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { HealthReport } from "../../server/leads/health.ts";
import { formPostOf, validInput } from "../unit/leads/support/lead-examples.ts";
import { createTestDatabase, PG_SKIP_REASON, TEST_DATABASE_URL } from "../unit/leads/support/pg.ts";
import { contactLead, postLead, requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

const servers: ServerProcess[] = [];

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  servers.push(server);
  return server;
}

async function health(server: ServerProcess): Promise<{ status: number; report: HealthReport }> {
  const response = await fetch(`${server.url}/healthz`);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, report: (await response.json()) as HealthReport };
}

/** Resolves with the first line the server writes (stdout or stderr) that contains `text`. */
function lineContaining(server: ServerProcess, text: string): Promise<string> {
  return new Promise((resolve) => {
    for (const stream of [server.child.stdout!, server.child.stderr!]) {
      createInterface({ input: stream }).on("line", (line) => {
        if (line.includes(text)) resolve(line);
      });
    }
  });
}

/** A held lead (no CRM) older than a 1 s warning age: the backlog shows in /healthz and in the log. */
async function expectBacklogReportedAndWarned(server: ServerProcess): Promise<void> {
  const warned = lineContaining(server, "leads are waiting longer than LEADS_BACKLOG_WARN_AFTER");
  expect(await postLead(server.url, contactLead(1, randomUUID()))).toBe(201);
  // /healthz answers from a look at most one probe interval old: the lead shows by the next look.
  await expect.poll(async () => (await health(server)).report.outbox.pending, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  const { status, report } = await health(server);
  expect(status).toBe(200);
  expect(report).toMatchObject({ process: { up: true }, store: { writable: true }, outbox: { forwarding: false, warnAfterSeconds: 1 } });
  expect(report.outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(0);
  await warned;
  await expect.poll(async () => (await health(server)).report.status, { timeout: 10_000 }).toBe("backlog");
}

beforeAll(() => {
  requireBuild();
});

afterAll(async () => {
  for (const server of servers) await server.kill("SIGTERM");
}, 60_000);

describe("/healthz on SQLite", () => {
  test("answers 200 with a writable store, then reports and warns about a lead held too long", async () => {
    const server = await start({
      LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "healthz-")), "leads.sqlite"),
      LEADS_BACKLOG_WARN_AFTER: "1s",
    });
    const { status, report } = await health(server);
    expect(status).toBe(200);
    expect(report).toMatchObject({
      status: "ok",
      store: { writable: true },
      outbox: { pending: 0, failed: 0, oldestPendingAgeSeconds: null },
    });
    await expectBacklogReportedAndWarned(server);
  });

  test("answers 503 when the store cannot open, while the site still serves pages", async () => {
    const server = await start({ LEADS_DB_PATH: "/dev/null/leads.sqlite" });
    const { status, report } = await health(server);
    expect(status).toBe(503);
    expect(report).toMatchObject({ status: "store-unavailable", process: { up: true }, store: { writable: false } });
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    // A form posted without JavaScript meanwhile gets its page back, values kept, and when to try again.
    const posted = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ formId: "contact", ...formPostOf("contact") }),
    });
    expect(posted.status).toBe(503);
    expect(Number(posted.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await posted.text()).toContain(validInput.contact.message);
  });
});

describe.skipIf(!TEST_DATABASE_URL)(`/healthz on ${TEST_DATABASE_URL ? "PostgreSQL" : PG_SKIP_REASON}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase("leads_healthz");
  });

  afterAll(async () => {
    for (const server of servers.splice(0)) await server.kill("SIGTERM");
    await database?.drop();
  }, 60_000);

  test("answers 200 with a writable store, then reports and warns about a lead held too long", async () => {
    const server = await start({ DATABASE_URL: database.url, LEADS_BACKLOG_WARN_AFTER: "1s" });
    const { status, report } = await health(server);
    expect(status).toBe(200);
    expect(report).toMatchObject({ status: "ok", store: { writable: true }, outbox: { pending: 0 } });
    await expectBacklogReportedAndWarned(server);
  });

  test("answers 503 when the database cannot be reached", async () => {
    const server = await start({ DATABASE_URL: "postgres://postgres:postgres@127.0.0.1:1/nowhere" });
    const { status, report } = await health(server);
    expect(status).toBe(503);
    expect(report).toMatchObject({ status: "store-unavailable", store: { writable: false } });
  });
});
