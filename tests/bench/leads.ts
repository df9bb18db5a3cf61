// Throughput of POST /api/contact on the production server (routing, generated validator, commit),
// on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL; then the same request's p99 and the
// server's memory while another client streams oversize form bodies, and its p99 while two clients post
// forms whose e-mail is the costliest value at the body limit. Run: npm run bench:leads
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { onEachStore } from "./on-each-store.ts";
import type { HealthReport } from "../../server/leads/health.ts";
import { MAX_FORM_BODY_BYTES } from "../../server/body-limit.ts";
import { worstCaseValues } from "../support/worst-case-values.ts";
import { form as contactForm } from "#generated/forms/contact.ts";
import { form as homeContactForm } from "#generated/forms/home-contact.ts";
import { form as migrationForm } from "#generated/forms/migration.ts";
import { CONSENT_VERSION_FIELD } from "#model/schema/consent-label.ts";
import { requireBuild, startServerProcess, type ServerProcess } from "../reliability/support/server-process.ts";

const DURATION_SECONDS = 8;
const CONNECTIONS = 20;

type Histogram = { average: number; p50: number; p99: number; total: number };
type AutocannonResult = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part of its API the bench uses.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** Leads posted as fast as CONNECTIONS clients can, each a new lead that must be committed. */
function postLeads(url: string, seconds = DURATION_SECONDS) {
  return autocannon({
    url: `${url}/api/contact`,
    connections: CONNECTIONS,
    duration: seconds,
    method: "POST",
    // A fresh key and body per request: every request is a new lead that must be committed.
    requests: [
      {
        setupRequest(request: Record<string, unknown>) {
          const key = randomUUID();
          return {
            ...request,
            headers: { "content-type": "application/json", "idempotency-key": key },
            body: JSON.stringify({
              name: "Bench",
              email: `${key}@bench.example`,
              message: "A benchmark lead about twenty VMs.",
              consent: true,
            }),
          };
        },
      },
    ],
  });
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServerProcess(env);
  try {
    const result = await postLeads(server.url);
    // Sends the CRM may have seen twice, from /healthz (decision 332).
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as HealthReport;
    return {
      store: label,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      leads: result.requests.total,
      "non-2xx": result.non2xx,
      errors: result.errors + result.timeouts,
      resends: health.outbox.resends,
    };
  } finally {
    await server.kill("SIGTERM");
  }
}

/** The server process's resident memory now, and the most it has held (Linux /proc). */
function memoryMiB(server: ServerProcess): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kib("VmRSS") / 1024), peak: Math.round(kib("VmHWM") / 1024) };
}

/** The server's CPU time so far (user and system), in ms: a cost that other load on the machine does not inflate. */
function cpuMs(server: ServerProcess): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

const OVERSIZE_BYTES = 200 * 1024 * 1024;

/** A normal request's latency, quiet and while one client keeps streaming 200 MB form posts (decision 008). */
async function measureUnderOversizeBodies() {
  const server = await startServerProcess({ LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-")), "leads.sqlite") });
  try {
    const quiet = await postLeads(server.url);
    const quietMemory = memoryMiB(server);
    const attacker = new Worker(new URL("./oversize-client.ts", import.meta.url), {
      workerData: { url: `${server.url}/migration-request`, bytes: OVERSIZE_BYTES },
    });
    const loaded = await postLeads(server.url);
    attacker.postMessage("stop");
    const [{ posts: oversizePosts, sent: oversizeSent, statuses }] = (await once(attacker, "message")) as [
      { posts: number; sent: number; statuses: number[] },
    ];
    const loadedMemory = memoryMiB(server);
    return [
      {
        while: "quiet",
        "p50 ms": quiet.latency.p50,
        "p99 ms": quiet.latency.p99,
        "req/s": Math.round(quiet.requests.average),
        "server RSS MiB": quietMemory.rss,
        "peak RSS MiB": quietMemory.peak,
        "oversize posts": 0,
        "their status": "",
      },
      {
        while: "a client streams 200 MB form bodies",
        "p50 ms": loaded.latency.p50,
        "p99 ms": loaded.latency.p99,
        "req/s": Math.round(loaded.requests.average),
        "server RSS MiB": loadedMemory.rss,
        "peak RSS MiB": loadedMemory.peak,
        "oversize posts": oversizePosts,
        "their status": `${statuses.join(", ")} after ${(oversizeSent / oversizePosts / 1024 / 1024).toFixed(1)} MiB sent on average`,
      },
    ];
  } finally {
    await server.kill("SIGTERM");
  }
}

const WORST_CASE_CLIENTS = 2;

/** What a flood-client worker reports when stopped. */
type FloodAnswer = { requests: number; statuses: Array<number | "reset"> };

/**
 * A /contact form whose e-mail is the costliest value for its pattern, the rest of the body limit: the attack
 * of a quadratic validator (docs/decisions/333-linear-validators.md). The other fields take a few dozen bytes.
 */
function worstCaseContactForm(): string {
  const email = worstCaseValues(MAX_FORM_BODY_BYTES - 200).email[0]!;
  return new URLSearchParams({
    formId: "contact",
    firstName: "Eve",
    subject: "Hello there",
    message: "A long enough message.",
    email,
    consent: "true",
    [CONSENT_VERSION_FIELD]: contactForm.consent.version,
  }).toString();
}

/** A quiet run and one under attack, side by side, and the p99 under attack as a multiple of quiet's. */
function sideBySide(quiet: AutocannonResult, loaded: AutocannonResult, attack: string, posts: number, statuses: string) {
  const row = (during: string, result: AutocannonResult, attackPosts: number, theirStatus: string) => ({
    while: during,
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "req/s": Math.round(result.requests.average),
    "attack posts": attackPosts,
    "their status": theirStatus,
  });
  return {
    table: [row("quiet", quiet, 0, ""), row(attack, loaded, posts, statuses)],
    ratio: loaded.latency.p99 / Math.max(quiet.latency.p99, 1),
  };
}

/** A normal request's p99, quiet and while clients post worst-case e-mails at the form body limit (decision 333). */
async function measureUnderWorstCaseValues() {
  const server = await startServerProcess({ LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-")), "leads.sqlite") });
  try {
    const quiet = await postLeads(server.url);
    const attackers = Array.from(
      { length: WORST_CASE_CLIENTS },
      () =>
        new Worker(new URL("./flood-client.ts", import.meta.url), {
          workerData: { url: `${server.url}/contact`, method: "POST", body: worstCaseContactForm(), connections: 1 },
        }),
    );
    const loaded = await postLeads(server.url);
    const answers = await Promise.all(
      attackers.map(async (attacker) => {
        attacker.postMessage("stop");
        const [answer] = (await once(attacker, "message")) as [FloodAnswer];
        return answer;
      }),
    );
    const posts = answers.reduce((sum, answer) => sum + answer.requests, 0);
    const statuses = [...new Set(answers.flatMap((answer) => answer.statuses))].join(", ");
    return sideBySide(quiet, loaded, `${WORST_CASE_CLIENTS} clients post 1 MiB worst-case e-mails`, posts, statuses);
  } finally {
    await server.kill("SIGTERM");
  }
}

const FLOOD_CONNECTIONS = 40;

/** A page read as fast as CONNECTIONS clients can: what every other visitor of the site does. */
function readPage(url: string) {
  return autocannon({ url: `${url}/about`, connections: CONNECTIONS, duration: DURATION_SECONDS });
}

/**
 * `/about`'s p99, quiet and while one address keeps 40 connections posting worst-case 1 MiB forms to
 * /contact, with the default rate limit (60 posts a minute): each post costs the server a refusal before
 * it is read (decision 391), never a parse and a render.
 */
async function measureUnderOneAddressFlood() {
  const server = await startServerProcess({
    LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-")), "leads.sqlite"),
    RATE_LIMIT_PER_MINUTE: "60",
  });
  try {
    const quietStart = cpuMs(server);
    const quiet = await readPage(server.url);
    const perRead = (cpuMs(server) - quietStart) / quiet.requests.total;
    const attacker = new Worker(new URL("./flood-client.ts", import.meta.url), {
      workerData: { url: `${server.url}/contact`, method: "POST", body: worstCaseContactForm(), connections: FLOOD_CONNECTIONS },
    });
    const loadedStart = cpuMs(server);
    const loaded = await readPage(server.url);
    const loadedCpu = cpuMs(server) - loadedStart;
    attacker.postMessage("stop");
    const [{ requests: posts, statuses }] = (await once(attacker, "message")) as [FloodAnswer];
    // What a refused post costs beside a page read, from CPU time: robust where p99 is noisy on a busy machine.
    const perPost = (loadedCpu - perRead * loaded.requests.total) / Math.max(posts, 1);
    const flood = sideBySide(quiet, loaded, `one address, ${FLOOD_CONNECTIONS} connections of 1 MiB posts`, posts, statuses.join(", "));
    return { ...flood, perRead, perPost };
  } finally {
    await server.kill("SIGTERM");
  }
}

/** A visitor reading `/about` every PROBE_EVERY_MS for PROBE_SECONDS, one request at a time: its latencies in ms. */
async function probeAbout(url: string): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + PROBE_SECONDS * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${url}/about`, { headers: { "accept-encoding": "br" } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return latencies;
}

const PROBE_SECONDS = 10;
const PROBE_EVERY_MS = 50;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? NaN;

/** The floods of one address the review measured (40 connections each), with the static read as the yardstick. */
const FLOODS = [
  { name: "GET / (a static page)", path: "/", method: "GET" as const },
  // A made-up sent note: the page a form moves on to is rendered only for a note the site signed (decision 453).
  { name: "GET / with a junk sent note", path: "/", method: "GET" as const, cookie: "sent-note=migration." },
  {
    name: "small home-form posts to /",
    path: "/",
    method: "POST" as const,
    body: `formId=home-contact&name=S&email=s%40example.com&message=hello+world+xx&consent=true&${CONSENT_VERSION_FIELD}=${homeContactForm.consent.version}`,
  },
  {
    name: "1 MiB-ish migration posts",
    path: "/migration-request",
    method: "POST" as const,
    body: new URLSearchParams({
      formId: "migration",
      step: "0",
      companyName: "A".repeat(1_040_000),
      consent: "true",
      [CONSENT_VERSION_FIELD]: migrationForm.consent.version,
    }).toString(),
  },
];

/**
 * `/about`'s p99 for a visitor reading it while one address floods the server on 40 connections with each of
 * FLOODS in turn (default rate limit), each as a multiple of its p99 under the flood of static reads from the
 * same client: a refusal should cost no more than a static read (target within 2×).
 */
async function measureFloodsAgainstStaticReads() {
  const server = await startServerProcess({
    LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-")), "leads.sqlite"),
    RATE_LIMIT_PER_MINUTE: "60",
  });
  try {
    const rows = [];
    let staticP99 = NaN;
    for (const flood of FLOODS) {
      const attacker = new Worker(new URL("./flood-client.ts", import.meta.url), {
        workerData: {
          url: `${server.url}${flood.path}`,
          method: flood.method,
          body: flood.body,
          cookie: flood.cookie,
          connections: FLOOD_CONNECTIONS,
        },
      });
      const cpuBefore = cpuMs(server);
      const latencies = await probeAbout(server.url);
      const cpu = cpuMs(server) - cpuBefore;
      attacker.postMessage("stop");
      const [{ requests, statuses }] = (await once(attacker, "message")) as [FloodAnswer];
      const p99 = percentile(latencies, 99);
      if (Number.isNaN(staticP99)) staticP99 = p99;
      rows.push({
        flood: flood.name,
        "/about p50 ms": Math.round(percentile(latencies, 50) * 10) / 10,
        "/about p99 ms": Math.round(p99 * 10) / 10,
        "× static flood": Math.round((p99 / staticP99) * 100) / 100,
        "flood requests": requests,
        "their status": statuses.join(", "),
        "server CPU s": Math.round(cpu / 100) / 10,
        "RSS MiB": memoryMiB(server).rss,
      });
    }
    return rows;
  } finally {
    await server.kill("SIGTERM");
  }
}

requireBuild();
// `npm run bench:leads -- floods` runs only the floods of one address.
if (process.argv.includes("floods")) {
  console.log(
    `GET /about every ${PROBE_EVERY_MS} ms for ${PROBE_SECONDS} s while one address floods on ${FLOOD_CONNECTIONS} connections (rate limit 60/min)`,
  );
  console.table(await measureFloodsAgainstStaticReads());
  process.exit(0);
}
const rows = await onEachStore("leads-bench", (store, env) => measure(store === "SQLite" ? "SQLite (WAL, synchronous=FULL)" : store, env));

console.log(`POST /api/contact, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, production server, rate limit off`);
console.table(rows);

const underOversize = await measureUnderOversizeBodies();
console.log(
  `POST /api/contact on SQLite, quiet and while another client streams ${OVERSIZE_BYTES / 1024 / 1024} MB form posts to /migration-request`,
);
console.table(underOversize);

const underWorstCase = await measureUnderWorstCaseValues();
console.log(
  `POST /api/contact on SQLite, quiet and while ${WORST_CASE_CLIENTS} clients post /contact forms with a worst-case 1 MiB e-mail`,
);
console.table(underWorstCase.table);
console.log(`p99 under worst-case values: ${underWorstCase.ratio.toFixed(2)}× quiet (target: within 2×)`);

const underFlood = await measureUnderOneAddressFlood();
console.log(
  `GET /about on SQLite, quiet and while one address posts 1 MiB forms to /contact on ${FLOOD_CONNECTIONS} connections (rate limit 60/min)`,
);
console.table(underFlood.table);
console.log(`p99 under one address's flood: ${underFlood.ratio.toFixed(2)}× quiet (target: within 2×)`);
console.log(
  `server CPU: ${underFlood.perRead.toFixed(2)} ms per page read, about ${underFlood.perPost.toFixed(2)} ms per refused post (the figure a busy machine does not inflate)`,
);

const floods = await measureFloodsAgainstStaticReads();
console.log(
  `GET /about every ${PROBE_EVERY_MS} ms for ${PROBE_SECONDS} s while one address floods on ${FLOOD_CONNECTIONS} connections (rate limit 60/min)`,
);
console.table(floods);
console.log("target: every flood's /about p99 within 2× the static flood's");
