import { mkdtempSync, readFileSync } from "node:fs";
import { sites } from "#generated/sites/index.ts";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAX_FORM_BODY_BYTES } from "../../server/body-limit.ts";
import { startNginx, type Nginx } from "../support/nginx.ts";
import { requestWhole } from "../support/send-whole.ts";
import { specRules, toFormData } from "../unit/forms/spec-rules.ts";
import { leadsFor } from "../support/stored-leads.ts";
import { contactFormBody, requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

/**
 * What deploy/nginx.conf does for visitors beyond passing requests on (tests/e2e/behind-tls-proxy.spec.ts
 * sends every form through it): who answers an oversize form, which forwarding headers the server sees,
 * the redirect from plain HTTP, and whose compression a page arrives in.
 */
let server: ServerProcess;
let nginx: Nginx;
let store: string;

beforeAll(async () => {
  requireBuild();
  store = join(mkdtempSync(join(tmpdir(), "behind-nginx-")), "leads.sqlite");
  server = await startServerProcess({ LEADS_DB_PATH: store, TRUST_PROXY: "127.0.0.1" });
  nginx = await startNginx(server.url);
});

afterAll(async () => {
  await nginx?.close();
  await server?.kill("SIGTERM");
});

/** A request to nginx over HTTPS, the body sent whole. */
const send = (method: string, path: string, headers: Record<string, string> = {}, body = "") =>
  requestWhole(`${nginx.url}${path}`, { method, headers, body });

/** A form post as a browser on the site sends it: its Origin is the address nginx serves. */
const formPost = () => ({ "content-type": "application/x-www-form-urlencoded", origin: nginx.url });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test("a form over the server's 1 MiB limit gets the server's own 413 in the form's language, not nginx's, at both doors", async () => {
  // Over the server's limit, under nginx's (client_max_body_size 2m): what a form that overshoots sends.
  const oversize = `formId=contact&message=${"a".repeat(MAX_FORM_BODY_BYTES + 256 * 1024)}`;
  const page = await send("POST", "/ru/contact", formPost(), oversize);
  expect([page.status, titleOf(page.text)]).toEqual([413, "Слишком большой запрос — Silkway Cloud"]);
  // The form's island posts to its door and shows the JSON answer's message in place.
  const island = await send("POST", "/forms/ru/contact", formPost(), oversize);
  expect([island.status, island.headers["content-type"]]).toEqual([413, "application/json"]);
  expect(JSON.parse(island.text)).toMatchObject({
    formId: "contact",
    status: "failed",
    message: sites.ru.errorPages["413"].body,
  });
});

test("forwarding headers a client writes never reach the server: nginx's own replace them, and the post is stored", async () => {
  const email = "forged-forwarding@reliability.example";
  const forged = {
    "x-forwarded-proto": "http",
    "x-forwarded-host": "elsewhere.example",
    forwarded: "for=203.0.113.9;proto=http;host=elsewhere.example",
  };
  const body = contactFormBody(email);
  const answer = await send("POST", "/contact", { ...formPost(), ...forged }, body);
  // The server took the origin nginx reported (https, its host and port), which is the browser's Origin.
  expect(answer.status).toBeLessThan(400);
  expect(leadsFor(email, store).map((lead) => lead.kind)).toEqual(["contact"]);
});

test("plain HTTP is redirected permanently to the same host and path over HTTPS", async () => {
  const answer = await requestWhole(`${nginx.httpUrl}/contact?from=mail`, { method: "GET" });
  // The test's nginx listens on its own ports; the redirect names the host, as on the real port 443.
  expect([answer.status, answer.headers.location]).toEqual([301, "https://127.0.0.1/contact?from=mail"]);
});

test("pages arrive compressed as the site compressed them: its brotli files, and nothing gzipped again by nginx", async () => {
  const page = await send("GET", "/contact", { "accept-encoding": "br, gzip" });
  expect([page.status, page.headers["content-encoding"], page.headers.vary]).toEqual([200, "br", "Accept-Encoding, Cookie"]);
  // The server's security headers once each: nginx adds none of its own.
  expect(page.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  // A page the server renders (here its 404) goes out as the server sent it, though Debian's nginx.conf turns gzip on.
  const rendered = await send("GET", "/no-such-page", { "accept-encoding": "gzip" });
  expect([rendered.status, rendered.headers["content-encoding"]]).toEqual([404, undefined]);
  expect(titleOf(rendered.text)).toContain("Silkway Cloud");
});

test("nginx lets an idle connection to the server go before the server closes it, so no post lands on a closing connection", async () => {
  // The server announces its own idle timeout on every keep-alive answer; nginx's upstream setting must be shorter.
  const agent = new Agent({ keepAlive: true });
  const direct = await requestWhole(`${server.url}/`, { method: "GET", agent });
  agent.destroy();
  const serverSeconds = Number(/timeout=(\d+)/.exec(String(direct.headers["keep-alive"]))?.[1]);
  const config = readFileSync(join(import.meta.dirname, "../../deploy/nginx.conf"), "utf8");
  const upstream = /upstream silkway_site \{[^}]*\}/.exec(config)?.[0] ?? "";
  const nginxSeconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1]);
  expect(serverSeconds).toBeGreaterThan(0);
  expect(nginxSeconds).toBeGreaterThan(0);
  expect(nginxSeconds).toBeLessThan(serverSeconds);
});

test("/healthz answers through nginx only to the addresses its config allows: the machine itself, not a visitor", async () => {
  // deploy/nginx.conf allows 127.0.0.1 and ::1 (a monitor on this machine) and denies everyone else.
  const local = await requestWhole(`${nginx.url}/healthz`, { method: "GET", localAddress: "127.0.0.1" });
  expect([local.status, JSON.parse(local.text)]).toEqual([200, expect.objectContaining({ status: "ok" })]);
  for (const path of ["/healthz", "/healthz?x=1", "/HEALTHZ", "//healthz", "/healthz/"]) {
    const visitor = await requestWhole(`${nginx.url}${path}`, { method: "GET", localAddress: "127.0.0.2" });
    expect(visitor.status, path).not.toBe(200);
    expect(visitor.text, path).not.toMatch(/backlog|uptime|outbox/);
  }
});

test("nginx answers 429 itself to a burst of posts from one address beyond any visitor's, while that address's reads pass", async () => {
  // An address of its own (127.0.0.6): the other tests' posts come from 127.0.0.1 and keep their budget.
  const from = "127.0.0.6";
  const post = () =>
    requestWhole(`${nginx.url}/api/contact`, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}", localAddress: from });
  const started = Date.now();
  const answers: Awaited<ReturnType<typeof post>>[] = [];
  // 200 posts, 20 at a time: more than deploy/nginx.conf's burst of 120 posts an address may send at once.
  for (let batch = 0; batch < 10; batch += 1) answers.push(...(await Promise.all(Array.from({ length: 20 }, post))));
  const seconds = (Date.now() - started) / 1000;
  // nginx's own refusal names nginx; the server never answers this post 429 (its own limit is off here).
  const byNginx = answers.filter((answer) => answer.status === 429 && answer.text.includes("nginx"));
  const passed = answers.filter((answer) => answer.status !== 429);
  expect(passed.length).toBeGreaterThanOrEqual(120);
  // What passes after the burst is the rate nginx refills at, two posts a second.
  expect(byNginx.length).toBeGreaterThanOrEqual(200 - 120 - Math.ceil(2 * seconds) - 1);
  expect(byNginx.length + passed.length).toBe(200);
  // Reads from the same address, right after, at once: nginx limits posts only.
  const reads = await Promise.all(
    Array.from({ length: 40 }, () => requestWhole(`${nginx.url}/about`, { method: "GET", localAddress: from })),
  );
  expect(reads.map((read) => read.status)).toEqual(reads.map(() => 200));
});

test("the sent note is Secure when the visitor posted over HTTPS through nginx, and not over the server's plain HTTP", async () => {
  const valid = specRules.find((rules) => rules.form === "evaluation")!.valid;
  const form = new URLSearchParams([...toFormData("evaluation", valid, { consent: "true" })].map(([k, v]) => [k, String(v)])).toString();
  const proxied = await send("POST", "/evaluation/business", formPost(), form);
  expect([proxied.status, String(proxied.headers["set-cookie"])]).toEqual([303, expect.stringMatching(/^sent-note=.*; HttpOnly; Secure$/)]);
  const direct = await requestWhole(`${server.url}/evaluation/business`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: form,
  });
  expect([direct.status, String(direct.headers["set-cookie"])]).toEqual([303, expect.stringMatching(/; HttpOnly$/)]);
});
