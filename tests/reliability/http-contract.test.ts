import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PAGE_SCRIPT_LOADER } from "../../app/lib/page-script.ts";
import { postUntilAnswered } from "../support/post-until-answered.ts";
import { requestWhole } from "../support/send-whole.ts";
import { signedSentNote } from "../../server/sent-note.ts";
import { requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

let server: ServerProcess;
const RATE_LIMIT = 5;
const SENT_NOTE_SECRET = "the key this server signs its sent notes with";

beforeAll(async () => {
  requireBuild();
  server = await startServerProcess({
    LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "contract-")), "leads.sqlite"),
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    PUBLIC_SITE_URL: "https://silkway.cloud.example",
    SENT_NOTE_SECRET,
  });
});

afterAll(() => server?.kill("SIGTERM"));

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  // Decision 314: a Cross-Origin-Opener-Policy costs every first visit a new renderer's start-up.
  expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
}

function scriptSrc(response: Response): string {
  const policy = response.headers.get("content-security-policy") ?? "";
  expect(policy).toContain("frame-ancestors 'none'");
  return (
    policy
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src")) ?? ""
  );
}

describe("headers on every kind of response", () => {
  test("a prerendered page: security headers, hashed inline scripts only, brotli, short cache", async () => {
    // A page with a form: its island's HTML and the page script's loader, the one inline script (decision 320).
    const response = await fetch(`${server.url}/contact`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    const scripts = scriptSrc(response);
    expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scripts).not.toContain("unsafe-inline");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toMatch(/max-age=60\b/);
  });

  test("the encoding follows Accept-Encoding's q-values and names, never a substring", async () => {
    // What each Accept-Encoding gets: q=0 refuses a coding, the highest q wins, brotli on a tie.
    const cases: Array<[string, string | undefined]> = [
      ["br;q=0", undefined],
      ["br;q=0, gzip", "gzip"],
      ["gzip, br; q=0.0", "gzip"],
      ["BR;Q=0.000, GZIP;Q=0.5", "gzip"],
      ["gzip;q=1, br;q=0.9", "gzip"],
      ["gzip;q=0.5, br", "br"],
      ["gzip, br", "br"],
      ["*", "br"],
      ["*;q=0", undefined],
      ["br;q=0, *", "gzip"],
      ["x-brotli, gzipped, nobr", undefined],
      ["identity", undefined],
      ["", undefined],
    ];
    const answers: Array<[string, string | undefined]> = [];
    for (const [accept] of cases) {
      const response = await requestWhole(`${server.url}/contact`, { method: "GET", headers: { "accept-encoding": accept } });
      expect(response.status, accept).toBe(200);
      answers.push([accept, response.headers["content-encoding"]]);
    }
    expect(answers).toEqual(cases);
  });

  test("a hashed asset or picture is cached for a year as immutable, whatever the cookies; a page varies by them", async () => {
    const html = await (await fetch(`${server.url}/case-studies`)).text();
    const files = [/\/assets\/[^"']+\.js/.exec(html)?.[0], /\/media\/[^"' ]+\.webp/.exec(html)?.[0]];
    expect(files.every((file) => file !== undefined)).toBe(true);
    for (const file of files) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status, file).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers.get("cache-control"), file).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary"), file).toBe("Accept-Encoding");
    }
    const page = await fetch(`${server.url}/case-studies`);
    expect(page.headers.get("vary")).toBe("Accept-Encoding, Cookie");
  });

  test("a sent note is shown, and the page rendered for it, only on the page its form moves on to", async () => {
    // Notes as the server signs them (decision 453), with the key it was given.
    const signed = (formId: string) =>
      `sent-note=${signedSentNote(SENT_NOTE_SECRET, { formId, reference: "SC-7K2M-9QXR" }, Math.floor(Date.now() / 1000) + 300)}`;
    const note = { cookie: signed("evaluation") };
    // Each language's page a form moves on to, written as its form writes it (a language's home with its slash).
    for (const [path, formId] of [
      ["/thank-you", "evaluation"],
      ["/ru/thank-you", "evaluation"],
      ["/uz/", "migration"],
    ] as const) {
      const target = await fetch(`${server.url}${path}`, { headers: { cookie: signed(formId) } });
      expect(target.status, path).toBe(200);
      expect(target.headers.get("cache-control"), path).toBe("no-store");
      expect(await target.text(), path).toContain("SC-7K2M-9QXR");
    }
    // A note is a header anyone can send: any other page is still its prerendered file, cached as usual.
    for (const path of ["/about", "/ru/pricing", "/contact"]) {
      const other = await fetch(`${server.url}${path}`, { headers: note });
      expect(other.status).toBe(200);
      expect(other.headers.get("cache-control")).toMatch(/max-age=60\b/);
      expect(other.headers.get("set-cookie")).toBeNull();
      expect(await other.text()).not.toContain("SC-7K2M-9QXR");
    }
  });

  test("a page without a form, prerendered or a rendered 404, runs the page script's loader inline, admitted by its hash alone", async () => {
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    for (const [path, status] of [
      ["/about", 200],
      ["/no/such/page", 404],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(status);
      expectSecurityHeaders(response);
      const inline = [
        ...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]+?)<\/script>/g),
      ].map((match) => match[1]!);
      // The loader and nothing else: the first-visit reset is part of the page script it loads (decision 316).
      expect(inline).toEqual([PAGE_SCRIPT_LOADER]);
      expect(scriptSrc(response)).toBe(`script-src 'self' ${inline.map(hash).join(" ")}`);
    }
  });

  test("a rendered form answer gets its own hashes, and its inline scripts match them", async () => {
    // A plain (no-JavaScript) post of an empty contact form: the server renders the page with its errors.
    const response = await fetch(`${server.url}/contact/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ formId: "contact" }).toString(),
    });
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    const scripts = scriptSrc(response);
    expect(scripts).not.toContain("unsafe-inline");
    const { createHash } = await import("node:crypto");
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1]!)
      .filter(Boolean);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) expect(scripts).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  });

  test("a JSON API answer carries the security headers and is never cached", async () => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Invalid JSON body" });
  });
});

test("a cross-site browser post to the JSON API is refused", async () => {
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://evil.example" },
    body: JSON.stringify({ name: "x", email: "x@example.com", message: "0123456789 ok" }),
  });
  expect(response.status).toBe(403);
});

test(`a client over ${RATE_LIMIT} posts a minute gets 429 with Retry-After, and pages still load`, async () => {
  // Earlier tests in this file spent part of the budget; at most RATE_LIMIT more posts can pass.
  let passed = 0;
  let limited: Response | undefined;
  for (let i = 0; i <= RATE_LIMIT && !limited; i += 1) {
    const response = await fetch(`${server.url}/api/partners`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    await response.arrayBuffer();
    if (response.status === 429) limited = response;
    else passed += 1;
  }
  expect(limited?.status).toBe(429);
  expect(passed).toBeLessThan(RATE_LIMIT);
  expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await fetch(`${server.url}/`)).status).toBe(200);
});

test("a client over the limit posting more than its page's forms can weigh is held, then gets 429, the connection closed, none of it read", async () => {
  // The test above spent this client's budget. A megabyte declared to /contact (its forms weigh ~80 KB) and
  // never sent: a server that read or drained it would wait for it (decision 391).
  const refused = postUntilAnswered(`${server.url}/ru/contact`, { "content-length": String(1024 * 1024) }, async (req) => {
    req.write("formId=contact&message=");
  });
  // Held, not answered at once (decision 430): a page asked for afterwards comes first.
  const page = fetch(`${server.url}/about`).then(async (response) => `page ${response.status} ${(await response.text()).length > 0}`);
  expect(await Promise.race([page, refused.then((answer) => `refusal ${answer.status}`)])).toBe("page 200 true");
  const answer = await refused;
  expect(answer.status).toBe(429);
  expect(answer.headers.connection).toBe("close");
  expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
  expect(answer.body).toContain('<html lang="ru"');
  // Logged as a tally, not a line each: a flood's log lines would cost more than its answers (decision 409).
  for (let i = 0; i < 3; i += 1) {
    await postUntilAnswered(`${server.url}/contact`, { "content-length": String(1024 * 1024) }, async (req) => void req.write("formId=a"));
  }
  const refusedLines = server.output.filter((line) => line.includes('"status":429') && line.includes("contact"));
  const tally = server.output
    .filter((line) => line.includes('"event":"posts_refused"'))
    .map((line) => JSON.parse(line) as { count: number });
  expect([refusedLines, tally]).toEqual([[], [expect.objectContaining({ level: "warn", count: 1 })]]);
});
