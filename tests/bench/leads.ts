// Throughput of POST /api/contact through the real JSON handler and a real store.
// Run: node tests/bench/leads.ts   (set TEST_DATABASE_URL to include PostgreSQL)
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import pg from "pg";
import { handleLeadJsonRequest } from "../../server/leads/json-api.ts";
import { silentLogger } from "../../server/leads/logger.ts";
import { openPostgresStore } from "../../server/leads/postgres-store.ts";
import { openSqliteStore } from "../../server/leads/sqlite-store.ts";
import type { LeadStore } from "../../server/leads/store.ts";
import { validateContact, validContactBody } from "../unit/leads/support/forms.ts";

const DURATION_SECONDS = 5;
const CONNECTIONS = 20;

type Histogram = { average: number; p50: number; p99: number; total: number };
type AutocannonResult = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number; };
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part of its API the bench uses.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

async function serve(store: LeadStore): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void respond(req, res).catch((error: unknown) => {
      // Connections cut when autocannon stops mid-request are expected at the end of a run.
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.url !== "/api/contact") {
      res.writeHead(404).end();
      return;
    }
    const body = req.method === "POST" ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null;
    const request = new Request(`http://${req.headers.host ?? "127.0.0.1"}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body,
      duplex: "half",
    } as RequestInit);
    const response = await handleLeadJsonRequest(request, {
      kind: "contact",
      validate: validateContact,
      store,
      allowedOrigins: [],
      logger: silentLogger,
    });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/contact`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

async function bench(name: string, store: LeadStore): Promise<void> {
  const server = await serve(store);
  try {
    const result = await autocannon({
      url: server.url,
      method: "POST",
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: { "content-type": "application/json" },
      // Unique keys: every request is a new lead, as in real traffic. (autocannon's own idReplacement
      // miscounts Content-Length with its current hyperid, so the body is built per request here.)
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            body: JSON.stringify({ ...validContactBody, idempotencyKey: randomUUID() }),
          }),
        },
      ],
    });
    const stored = (await store.list()).length;
    console.log(
      `${name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `(${result.requests.total} requests, ${stored} leads stored, non-2xx ${result.non2xx}, errors ${result.errors})`,
    );
  } finally {
    await server.close();
  }
}

console.log(`POST /api/contact, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, Node ${process.version}`);

const dir = mkdtempSync(join(tmpdir(), "leads-bench-"));
const sqlite = openSqliteStore(join(dir, "leads.sqlite"));
try {
  await bench("SQLite", sqlite);
} finally {
  await sqlite.close();
  rmSync(dir, { recursive: true, force: true });
}

const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  const schema = `leads_bench_${process.pid}`;
  const postgres = await openPostgresStore({ connectionString: databaseUrl, schema });
  try {
    await bench("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
} else {
  console.log("PostgreSQL skipped: TEST_DATABASE_URL is not set");
}
