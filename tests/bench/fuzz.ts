// The long run of the hostile-request fuzzer (tests/reliability/support/hostile-requests.ts): every byte
// in five paths with three methods, then hostile headers and hostile bodies in equal parts, against the
// production server on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL. Prints the answers by
// status class, every 5xx, and whether the process lived. Run: npm run bench:fuzz [-- requests-per-store]
import fc from "fast-check";
import { onEachStore } from "./on-each-store.ts";
import { sendRaw } from "../support/send-raw.ts";
import { requireBuild, startServerProcess } from "../reliability/support/server-process.ts";
import { hostileBodies, hostileHeaders, pathsWithEveryByte } from "../reliability/support/hostile-requests.ts";

const REQUESTS_PER_STORE = Number(process.argv[2] ?? 50_000);
const CONCURRENCY = 16;

type Raw = { head: Buffer; body: string };

function rawRequests(count: number, seed: number): Raw[] {
  const paths = pathsWithEveryByte().flatMap((path) =>
    ["GET", "HEAD", "POST"].map((method) => ({
      head: Buffer.concat([
        Buffer.from(`${method} `),
        path,
        Buffer.from(" HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 0"),
      ]),
      body: "",
    })),
  );
  const rest = Math.max(count - paths.length, 0);
  const headers = fc.sample(hostileHeaders, { numRuns: Math.ceil(rest / 2), seed }).map(({ method, path, headers: lines, body }) => ({
    head: Buffer.from([`${method} ${path} HTTP/1.1`, "Host: localhost", "Connection: close", ...lines].join("\r\n"), "latin1"),
    body,
  }));
  const bodies = fc
    .sample(hostileBodies, { numRuns: Math.floor(rest / 2), seed: seed + 1 })
    .map(({ method, path, headers: named, body }) => {
      const lines = Object.entries({ host: "localhost", ...named }).map(([name, value]) => `${name}: ${value}`);
      const length = `content-length: ${Buffer.byteLength(body, "latin1")}`;
      return { head: Buffer.from([`${method} ${path} HTTP/1.1`, ...lines, "connection: close", length].join("\r\n"), "latin1"), body };
    });
  return [...paths, ...headers, ...bodies];
}

async function fuzz(store: string, env: Record<string, string>) {
  const server = await startServerProcess(env);
  const requests = rawRequests(REQUESTS_PER_STORE, 20261126);
  const classes = new Map<string, number>();
  const failures: string[] = [];
  let lost = 0;
  const started = performance.now();
  try {
    for (let next = 0; next < requests.length;) {
      const batch = requests.slice(next, (next += CONCURRENCY));
      await Promise.all(
        batch.map(async ({ head, body }) => {
          const status = await sendRaw(server.url, head, body).catch(() => undefined);
          if (status === undefined) return void (lost += 1);
          const name = `${Math.floor(status / 100)}xx`;
          classes.set(name, (classes.get(name) ?? 0) + 1);
          if (status >= 500) failures.push(`${status} ${head.toString("latin1").split("\r\n")[0]}`);
        }),
      );
    }
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    return {
      row: {
        store,
        requests: requests.length,
        ...Object.fromEntries([...classes].sort()),
        "no answer": lost,
        "process alive": alive ? "yes" : "NO",
        seconds: Math.round((performance.now() - started) / 1000),
      },
      failures,
    };
  } finally {
    await server.kill("SIGTERM");
  }
}

requireBuild();
const results = await onEachStore("leads-fuzz", fuzz);

console.log(`Hostile requests, ${CONCURRENCY} at a time, one connection each, production server, rate limit off`);
console.table(results.map((result) => result.row));
const failures = results.flatMap((result) => result.failures);
for (const failure of failures.slice(0, 20)) console.log(failure);
if (failures.length > 0 || results.some((result) => result.row["process alive"] !== "yes")) process.exitCode = 1;
