import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { formBodyLimitOf } from "../../server/body-limit.ts";
import { refusalPageFile } from "../../server/refusal-pages.ts";
import { currentRelease } from "../../server/releases.ts";
import { requestWhole } from "../support/send-whole.ts";
import { requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

/**
 * A refused form post costs a static read (decision 452): the first refusal of an address in its rate window
 * gives a visitor without JavaScript the page back with their values; every further one, and a post too
 * heavy for its form or not a form post at all, is answered with the page the build wrote for it, byte for
 * byte, never a render.
 */
let server: ServerProcess;
let client: string;

beforeAll(async () => {
  requireBuild();
  client = join(currentRelease(join(import.meta.dirname, "../../build"))!, "client");
  server = await startServerProcess({
    LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "refusal-pages-")), "leads.sqlite"),
    RATE_LIMIT_PER_MINUTE: "2",
  });
});

afterAll(async () => {
  await server?.kill("SIGTERM");
});

/** A form post without JavaScript from `from` (each test an address of its own, so each its own budget). */
const post = (path: string, body: string, from: string, headers: Record<string, string> = {}) =>
  requestWhole(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
    body,
    localAddress: from,
  });

const prebuilt = (file: string) => readFileSync(join(client, file));

test("past the rate limit, a visitor without JavaScript gets the page back with their values once, then the prebuilt page", async () => {
  const from = "127.0.0.11";
  // The e-mail is not one, so nothing is stored: each post is answered with its errors and counts against the limit.
  const typed = new URLSearchParams({ formId: "home-contact", name: "Камила", email: "kamila", message: "Нужно 40 vCPU в Ташкенте" });
  for (let i = 0; i < 2; i += 1) expect((await post("/ru/", typed.toString(), from)).status).toBe(400);
  const first = await post("/ru/", typed.toString(), from);
  expect(first.status).toBe(429);
  expect(first.text).toContain('value="Камила"');
  expect(first.text).toContain("Нужно 40 vCPU в Ташкенте");
  // Again within the window: the page the build wrote for it, in the page's language, as brotli or as it is.
  const again = await post("/ru/", typed.toString(), from, { "accept-encoding": "br" });
  expect([again.status, again.headers["content-encoding"], again.headers["retry-after"]]).toEqual([
    429,
    "br",
    expect.stringMatching(/^\d+$/),
  ]);
  expect(again.bytes.equals(prebuilt(`${refusalPageFile("ru", 429)}.br`))).toBe(true);
  const plain = await post("/ru/", typed.toString(), from);
  expect(plain.bytes.equals(prebuilt(refusalPageFile("ru", 429)))).toBe(true);
});

test("a post heavier than its form can be gets the prebuilt 413 page of its language, unread", async () => {
  const heavy = `formId=contact&message=${"a".repeat(formBodyLimitOf("/ru/contact"))}`;
  const answer = await post("/ru/contact", heavy, "127.0.0.12", { "accept-encoding": "gzip" });
  expect([answer.status, answer.headers["content-encoding"]]).toEqual([413, "gzip"]);
  expect(answer.bytes.equals(prebuilt(`${refusalPageFile("ru", 413)}.gz`))).toBe(true);
});

test("a post to a page that is not a form post gets the prebuilt 415 page", async () => {
  const answer = await post("/contact", '{"formId":"contact"}', "127.0.0.13", { "content-type": "application/json" });
  expect(answer.status).toBe(415);
  expect(answer.bytes.equals(prebuilt(refusalPageFile("en", 415)))).toBe(true);
});

test("a form post whose body does not parse, a multipart cut short, gets the prebuilt 415 page, never a render", async () => {
  const boundary = "----cut-short";
  const cut = `--${boundary}\r\nContent-Disposition: form-data; name="formId"\r\n\r\ncontact\r\n--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nhalf a mess`;
  const answer = await post("/uz/contact", cut, "127.0.0.14", { "content-type": `multipart/form-data; boundary=${boundary}` });
  expect(answer.status).toBe(415);
  expect(answer.bytes.equals(prebuilt(refusalPageFile("uz", 415)))).toBe(true);
});
