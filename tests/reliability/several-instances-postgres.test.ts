import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { request } from "node:https";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort } from "../support/free-port.ts";
import { startNginx, type Nginx } from "../support/nginx.ts";
import { startCrmStandIn, type CrmStandIn } from "../unit/leads/support/crm-stand-in.ts";
import { createTestDatabase } from "../unit/leads/support/pg.ts";
import { linesUntil } from "./support/server-lines.ts";
import { specRules, toFormData } from "../unit/forms/spec-rules.ts";
import { contactLead, requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

// Three `npm run serve` instances of one release on one PostgreSQL behind deploy/nginx.conf with three
// upstream servers (docs/operating.md, "Running several instances"; decisions 455 and 456).

const baseUrl = process.env.TEST_DATABASE_URL;
const RATE_LIMIT = 5;
type Lead = ReturnType<typeof contactLead>;

describe.skipIf(!baseUrl)("three servers of one release on one PostgreSQL behind nginx (skipped without TEST_DATABASE_URL)", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let crm: CrmStandIn;
  let proxy: Nginx;
  const ports: number[] = [];
  const servers: ServerProcess[] = [];
  /** Every lead a client was told was received (a 2xx), by its idempotency key. */
  const acknowledged = new Map<string, Lead>();
  let leadCount = 0;
  const newLead = () => contactLead(leadCount++, randomUUID());

  const startInstance = (port: number) =>
    startServerProcess({
      PORT: String(port),
      DATABASE_URL: database!.url,
      CRM_URL: crm.url,
      CRM_API_KEY: "shared-key",
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      TRUST_PROXY: "127.0.0.1",
    });

  beforeAll(async () => {
    requireBuild();
    database = await createTestDatabase("leads_instances");
    crm = await startCrmStandIn();
    ports.push(await freePort(), await freePort(), await freePort());
    // All three start together: migrations must cope with a concurrent start.
    servers.push(...(await Promise.all(ports.map(startInstance))));
    proxy = await startNginx(servers.map((server) => server.url));
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.kill("SIGTERM")));
    await crm?.close();
    await database?.drop();
  });

  /**
   * One request through nginx from `from`, a loopback address of the client's own that nginx passes on as
   * X-Forwarded-For; its status, or 0 when the connection failed without one.
   */
  function throughProxy(from: string, method: "GET" | "POST", path: string, body?: string, headers: Record<string, string> = {}) {
    return new Promise<number>((resolve) => {
      const req = request(`${proxy.url}${path}`, { method, localAddress: from, rejectUnauthorized: false, headers }, (response) =>
        response.resume().on("end", () => resolve(response.statusCode ?? 0)),
      );
      req.on("error", () => resolve(0));
      req.end(body);
    });
  }

  const post = (lead: Lead, from: string) =>
    throughProxy(from, "POST", "/api/contact", JSON.stringify(lead.body), {
      "content-type": "application/json",
      "idempotency-key": lead.key,
      origin: proxy.url,
    });
  const isAcknowledged = (status: number) => status >= 200 && status < 300;
  /** A visitor address of its own for the `n`th client, so that each is under the rate limit. */
  const visitor = (block: number, n: number) => `127.${block}.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

  /** What the store holds, read as an operator would. */
  async function stored(): Promise<{ key: string; email: string; status: string }[]> {
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; email: string; status: string }>(
        "SELECT idempotency_key AS key, fields->>'email' AS email, status FROM leads",
      );
      return rows;
    } finally {
      await client.end();
    }
  }

  /** Acknowledged = stored = delivered: each lead once, under its one key, and nothing else. */
  async function expectEveryLeadAccountedFor(): Promise<void> {
    const delivered = async () => (await stored()).filter((row) => row.status === "delivered").length;
    // A lead whose server was killed mid-delivery comes back when its lease ends (60 s).
    await expect.poll(delivered, { timeout: 120_000, interval: 500 }).toBe(acknowledged.size);
    const rows = await stored();
    expect(new Set(rows.map((row) => row.key))).toEqual(new Set(acknowledged.keys()));
    expect(rows).toHaveLength(acknowledged.size);
    expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
    for (const row of rows) expect(row.email, `lead ${row.key}`).toBe(acknowledged.get(row.key)?.body.email);
    expect(new Set(crm.leads.keys())).toEqual(new Set(acknowledged.keys()));
  }

  test("one visitor is held to one rate limit across the three servers: 5 posts a minute in all, not 5 on each", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3 * RATE_LIMIT; n += 1) {
      const lead = newLead();
      const status = await post(lead, "127.0.0.2");
      if (isAcknowledged(status)) acknowledged.set(lead.key, lead);
      statuses.push(status);
    }
    expect(statuses.filter(isAcknowledged)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * RATE_LIMIT);
    // nginx passed the posts to each server in turn: each one counted against the one budget.
    for (const server of servers) expect(server.output.some((line) => line.includes('"path":"/api/contact"'))).toBe(true);
  });

  test("a server killed under load and restarted loses no lead: each acknowledged lead is stored once and delivered under its key", async () => {
    const leads = Array.from({ length: 150 }, newLead);
    const queue = leads.map((lead, n) => ({ lead, from: visitor(1, n) }));
    let restarted: Promise<void> | undefined;
    let answered = 0;
    const killAndRestart = async () => {
      await servers[0]!.kill("SIGKILL");
      servers[0] = await startInstance(ports[0]!);
    };
    // A visitor whose post got no answer sends it again under the same key, as the island does.
    const sendUntilAcknowledged = async (lead: Lead, from: string) => {
      for (let attempt = 0; attempt < RATE_LIMIT; attempt += 1) if (isAcknowledged(await post(lead, from))) return true;
      return false;
    };
    const client = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (await sendUntilAcknowledged(next.lead, next.from)) acknowledged.set(next.lead.key, next.lead);
        // A third of the way in, with posts in flight on every server.
        answered += 1;
        if (answered >= leads.length / 3) restarted ??= killAndRestart();
      }
    };
    await Promise.all(Array.from({ length: 6 }, client));
    await restarted;
    expect(leads.filter((lead) => !acknowledged.has(lead.key))).toEqual([]);
    await expectEveryLeadAccountedFor();
  }, 240_000);

  test("a rolling restart with SIGTERM, one server at a time, drops no request of a steady load of reads and posts", async () => {
    const failures: string[] = [];
    let answered = 0;
    let loading = true;
    const pages = ["/", "/about/", "/ru/pricing/", "/contact/"];
    const load = async (worker: number) => {
      for (let n = 0; loading; n += 1) {
        const from = visitor(10 + worker, n);
        if (n % 2 === 0) {
          const path = pages[(n / 2) % pages.length]!;
          const status = await throughProxy(from, "GET", path);
          if (status !== 200) failures.push(`GET ${path}: ${status}`);
        } else {
          const lead = newLead();
          const status = await post(lead, from);
          if (isAcknowledged(status)) acknowledged.set(lead.key, lead);
          else failures.push(`POST ${lead.key}: ${status}`);
        }
        answered += 1;
        // A steady, small load: about eight requests a second from the two clients.
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const loads = [load(0), load(1)];

    const exits: (number | null)[] = [];
    // Requests answered while each server was away, from its SIGTERM until it was back in nginx's turn.
    const answeredWhileAway: number[] = [];
    for (const [index, port] of ports.entries()) {
      const before = answered;
      const exited = once(servers[index]!.child, "exit");
      servers[index]!.child.kill("SIGTERM");
      exits.push((await exited)[0] as number | null);
      servers[index] = await startInstance(port);
      // Back in nginx's turn (it leaves a server that refused a connection out for 10 s) before the next
      // one goes: with every server left out at once, nginx would have none to send a request to.
      await linesUntil(servers[index]!, '"event":"request"');
      answeredWhileAway.push(answered - before);
    }
    loading = false;
    await Promise.all(loads);

    expect(failures).toEqual([]);
    // Each server drained and exited by itself, none at the forced exit.
    expect(exits).toEqual([0, 0, 0]);
    // The load went on through every restart (a count, not a rate: how long a restart takes is the machine's).
    expect(answeredWhileAway.filter((count) => count === 0)).toEqual([]);
    await expectEveryLeadAccountedFor();
  }, 240_000);

  // Last: the lead checks above count every lead the store holds, and this one stores an evaluation.
  test("a sent note one server issued shows on the others: every instance signs with the key the store holds", async () => {
    const valid = specRules.find((rules) => rules.form === "evaluation")!.valid;
    const body = new URLSearchParams([...toFormData("evaluation", valid, { consent: "true" })].map(([k, v]) => [k, String(v)]));
    const posted = await fetch(`${servers[0]!.url}/evaluation/business`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: servers[0]!.url },
      body,
      redirect: "manual",
    });
    expect([posted.status, posted.headers.get("location")]).toEqual([303, "/thank-you"]);
    const cookie = posted.headers.get("set-cookie")!.split(";")[0]!;
    // The note carries the reference it shows: <form>.<reference>.<expiry>.<signature>.
    const reference = cookie.split("=")[1]!.split(".")[1]!;
    expect(reference).toMatch(/^SC-\w{4}-\w{4}$/);
    for (const other of servers.slice(1)) {
      const page = await fetch(`${other.url}/thank-you`, { headers: { cookie } });
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(await page.text()).toContain(reference);
    }
  });
});
