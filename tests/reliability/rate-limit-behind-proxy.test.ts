import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startNginx, type Nginx } from "../support/nginx.ts";
import { requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

const RATE_LIMIT = 5;
let server: ServerProcess;
let proxy: Nginx;

beforeAll(async () => {
  requireBuild();
  server = await startServerProcess({
    LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "proxy-limit-")), "leads.sqlite"),
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    TRUST_PROXY: "127.0.0.1",
  });
  // Debian's nginx with deploy/nginx.conf, as operators run it (tests/support/nginx.ts).
  proxy = await startNginx(server.url);
});

afterAll(async () => {
  await proxy?.close();
  await server?.kill("SIGTERM");
});

/**
 * A post through nginx (its certificate is self-signed) with whatever forwarding header the client adds,
 * from 127.0.0.2 unless `from` says otherwise: a visitor is never the proxy's own address, which the
 * server trusts.
 */
function postThroughProxy({
  forwardedFor,
  path = "/api/partners",
  body = "{}",
  headers = {},
  from = "127.0.0.2",
}: {
  forwardedFor?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
  from?: string;
}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${proxy.url}${path}`,
      {
        method: "POST",
        localAddress: from,
        rejectUnauthorized: false,
        headers: {
          "content-type": "application/json",
          ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }),
          ...headers,
        },
      },
      (response) => {
        response.resume().on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("the JSON API takes a browser post through the proxy: its origin check agrees with the pages'", async () => {
  const lead = JSON.stringify({
    name: "Proxied",
    email: "proxied-api@reliability.example",
    message: "Forty vCPUs in Tashkent, please.",
    consent: true,
  });
  // The first post of this file: the rate limit has its whole budget.
  expect(await postThroughProxy({ forwardedFor: "198.51.100.1", path: "/api/contact", body: lead, headers: { origin: proxy.url } })).toBe(
    201,
  );
});

const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 256)).join(".");

test("a client behind the trusted proxy cannot escape the rate limit by writing random X-Forwarded-For", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 150; i += 1)
    statuses.push(await postThroughProxy({ forwardedFor: i % 2 ? randomAddress() : `${randomAddress()}, ${randomAddress()}` }));
  expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(RATE_LIMIT);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(150 - RATE_LIMIT);
});

test("behind nginx each visitor has a budget of their own: the server counts the address nginx saw", async () => {
  // 127.0.0.4 spends its budget; no visitor here writes X-Forwarded-For, nginx alone does.
  const spent: number[] = [];
  for (let i = 0; i <= RATE_LIMIT; i += 1) spent.push(await postThroughProxy({ from: "127.0.0.4" }));
  expect(spent.at(-1)).toBe(429);
  // Another visitor through the same nginx is not held back by it.
  expect(await postThroughProxy({ from: "127.0.0.5" })).not.toBe(429);
});

/**
 * A post straight to the server's port from 127.0.0.3, an address that is not the proxy's: a client that
 * found the port (no proxy in its way) and writes X-Forwarded-For itself.
 */
function postDirectly(forwardedFor: string): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        localAddress: "127.0.0.3",
        method: "POST",
        path: "/api/partners",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      },
      (response) => response.resume().on("end", () => resolve(response.statusCode ?? 0)),
    );
    req.on("error", reject);
    req.end("{}");
  });
}

test("a client reaching the server's port directly cannot escape the rate limit by writing X-Forwarded-For", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 150; i += 1) statuses.push(await postDirectly(randomAddress()));
  expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(RATE_LIMIT);
});
