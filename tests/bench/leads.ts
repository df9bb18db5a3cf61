// Throughput of POST /api/contact on the production server (routing, generated validator, commit),
// on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL. Run: npm run bench:leads
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { requireBuild, startServerProcess } from "../reliability/support/server-process.ts";

const DURATION_SECONDS = 8;
const CONNECTIONS = 20;

type Histogram = { average: number; p50: number; p99: number; total: number };
type AutocannonResult = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part of its API the bench uses.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

async function measure(label: string, env: Record<string, string>) {
  const server = await startServerProcess(env);
  try {
    const result = await autocannon({
      url: `${server.url}/api/contact`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      method: "POST",
      // A fresh key and body per request: every request is a new lead that must be committed.
      requests: [
        {
          setupRequest(request: Record<string, unknown>) {
            const key = randomUUID();
            return {
              ...request,
              headers: { "content-type": "application/json", "idempotency-key": key },
              body: JSON.stringify({ name: "Bench", email: `${key}@bench.example`, message: "A benchmark lead about twenty VMs." }),
            };
          },
        },
      ],
    });
    return { store: label, "req/s": Math.round(result.requests.average), "p50 ms": result.latency.p50, "p99 ms": result.latency.p99, leads: result.requests.total, "non-2xx": result.non2xx, errors: result.errors + result.timeouts };
  } finally {
    await server.kill("SIGTERM");
  }
}

requireBuild();
const rows = [await measure("SQLite (WAL, synchronous=FULL)", { LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-")), "leads.sqlite") })];

const baseUrl = process.env.TEST_DATABASE_URL;
if (baseUrl) {
  const database = `leads_bench_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${database}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${database}`;
    rows.push(await measure("PostgreSQL", { DATABASE_URL: url.toString() }));
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
} else {
  console.log("PostgreSQL skipped: set TEST_DATABASE_URL to include it.");
}

console.log(`POST /api/contact, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, production server, rate limit off`);
console.table(rows);
