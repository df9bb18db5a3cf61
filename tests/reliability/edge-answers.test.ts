import { describe, expect, test } from "vitest";
import { manifest } from "#generated/manifest.ts";
import { sites } from "#generated/sites/index.ts";
import { postUntilAnswered } from "../support/post-until-answered.ts";
import { requestWhole } from "../support/send-whole.ts";
import { leadsFor } from "../support/stored-leads.ts";
import { serverOnFreshStore } from "./support/fresh-server.ts";
import { contactFormBody } from "./support/server-process.ts";

const fresh = serverOnFreshStore("edge");

const formPost = { "content-type": "application/x-www-form-urlencoded" };

/** A request with a path exactly as written and any method, on a connection of its own. */
async function raw(method: string, path: string, body = "", headers: Record<string, string> = {}) {
  const answer = await requestWhole(`${fresh.server.url}${path}`, { method, headers, body });
  return { status: answer.status, location: answer.headers.location, allow: answer.headers.allow, text: answer.text };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("one address per page", () => {
  test.each(manifest.map((route) => route.path))("%s in capitals or with repeated slashes redirects permanently to it", async (path) => {
    const upper = await raw("GET", path.toUpperCase());
    if (path !== "/") expect([upper.status, upper.location]).toEqual([301, path]);
    expect(await raw("GET", `/${path}`).then((answer) => [answer.status, answer.location])).toEqual([301, path]);
    const doubled = path.replace(/\//g, "//");
    expect(await raw("HEAD", `${doubled}?ref=x`).then((answer) => [answer.status, answer.location])).toEqual([301, `${path}?ref=x`]);
  });

  test("a post to a page in another case keeps its method and body through a 308", async () => {
    const answer = await raw("POST", "/CONTACT", contactFormBody("case@reliability.example"), formPost);
    expect([answer.status, answer.location]).toEqual([308, "/contact"]);
    expect(leadsFor("case@reliability.example", fresh.store)).toEqual([]);
  });

  test("unknown paths stay 404 however they are written", async () => {
    for (const path of ["/NO/SUCH/PAGE", "/nope//x", "//nope", "/solutions/IDSNEXT"])
      expect((await raw("GET", path)).status, path).toBe(404);
  });
});

test("without TRUST_PROXY a post cannot borrow a foreign origin through forwarding headers", async () => {
  const email = "forwarded@reliability.example";
  const headers = {
    ...formPost,
    origin: "https://evil.example",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
    forwarded: "proto=https;host=evil.example",
  };
  const answer = await raw("POST", "/contact", contactFormBody(email), headers);
  expect(answer.status).toBe(403);
  expect(titleOf(answer.text)).toBe("Request Refused — Silkway Cloud");
  expect(leadsFor(email, fresh.store)).toEqual([]);
});

test("a form post from another site gets a readable 403 page in the form's language, at both doors", async () => {
  const foreign = { ...formPost, origin: "https://evil.example" };
  const russian = await raw("POST", "/ru/contact", contactFormBody("ru-foreign@reliability.example"), foreign);
  expect([russian.status, titleOf(russian.text)]).toEqual([403, "Запрос отклонён — Silkway Cloud"]);
  const island = await raw("POST", "/forms/en/contact", contactFormBody("island-foreign@reliability.example"), foreign);
  expect(island.status).toBe(403);
  expect(leadsFor("ru-foreign@reliability.example", fresh.store)).toEqual([]);
  expect(leadsFor("island-foreign@reliability.example", fresh.store)).toEqual([]);
});

test("a request the server cannot read answers 400 in the language its path starts with", async () => {
  const host = await raw("POST", "/ru/contact", "formId=contact", { ...formPost, host: "host:99999" });
  expect([host.status, host.text.includes('<html lang="ru">')]).toEqual([400, true]);
  expect(host.text).toContain(sites.ru.labels.invalidHost);
  const target = await raw("GET", "/uz/%zz");
  expect([target.status, target.text.includes('<html lang="uz-Latn">')]).toEqual([400, true]);
  expect(target.text).toContain(sites.uz.labels.invalidTarget);
});

test("a post from the server's own address with another Host is a clean 400 in the path's language, logged at info", async () => {
  const from = fresh.server.output.length;
  const email = "foreign-host@reliability.example";
  // The Origin is the address the server listens on, one of the site's origins; the Host is not the server's.
  const headers = { ...formPost, origin: fresh.server.url, host: "elsewhere.example" };
  for (const [path, lang] of [
    ["/ru/contact", "ru"],
    ["/contact", "en"],
    ["/forms/en/contact", "en"],
  ] as const) {
    const answer = await raw("POST", path, contactFormBody(email), headers);
    expect(answer.status, path).toBe(400);
    expect(answer.text, path).toContain(`<html lang="${lang}">`);
  }
  expect((await raw("POST", "/ru/contact", contactFormBody(email), headers)).text).toContain(sites.ru.labels.foreignHost);
  expect(leadsFor(email, fresh.store)).toEqual([]);
  const lines = () => fresh.server.output.slice(from).map((line) => JSON.parse(line) as { level: string; status?: number; event?: string });
  // A request's log line is written when its response has finished, a moment after the answer arrived.
  await expect.poll(() => lines().filter((line) => line.level === "info" && line.status === 400).length).toBeGreaterThanOrEqual(4);
  expect(lines().filter((line) => line.level !== "info")).toEqual([]);
});

test("the precompressed copies are not fetchable by name (they would lack the page's CSP)", async () => {
  for (const path of ["/index.html.br", "/index.html.gz", "/about/index.html.br"]) {
    const response = await fetch(`${fresh.server.url}${path}`);
    expect(response.status, path).toBe(404);
    expect(response.headers.get("content-security-policy"), path).toContain("script-src");
  }
});

describe("methods a page does not take", () => {
  test.each(["PUT", "PATCH", "DELETE"])("%s with a valid form on a form page is a 405 with Allow and stores nothing", async (method) => {
    const email = `${method.toLowerCase()}@reliability.example`;
    const answer = await raw(method, "/contact", contactFormBody(email), formPost);
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe("GET, HEAD, POST");
    expect(leadsFor(email, fresh.store)).toEqual([]);
  });

  test("the form door takes only posts: a read of it is a 405 with Allow: POST", async () => {
    for (const method of ["GET", "HEAD", "PUT"]) {
      const answer = await raw(method, "/forms/en/contact");
      expect([method, answer.status, answer.allow]).toEqual([method, 405, "POST"]);
    }
  });

  test("a post to a page without a form is a 405 whose page names no internal route", async () => {
    const answer = await raw("POST", "/about", "a=b", formPost);
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe("GET, HEAD");
    expect(answer.text).not.toMatch(/routes\/|"about"|did not provide an `action`/);
    expect(titleOf(answer.text)).toBe("Method Not Allowed — Silkway Cloud");
  });
});

test("400, 405, 413 and 415 pages each have their own title and reason, none of them 'Page not found'", async () => {
  const pages = {
    400: await raw("POST", "/contact", "formId=constructor", formPost),
    405: await raw("DELETE", "/contact"),
    413: await postUntilAnswered(
      `${fresh.server.url}/contact`,
      { "content-length": String(10 * 1024 * 1024) },
      async (req) => void req.write("formId=contact"),
    ).then((answer) => ({ status: answer.status, text: answer.body })),
    415: await raw("POST", "/contact", '{"formId":"contact"}', { "content-type": "application/json" }),
  };
  const titles = Object.entries(pages).map(([status, answer]) => {
    expect(answer.status).toBe(Number(status));
    expect(answer.text).not.toContain("Page not found");
    return titleOf(answer.text);
  });
  expect(titles).toEqual([
    "Bad Request — Silkway Cloud",
    "Method Not Allowed — Silkway Cloud",
    "Request Too Large — Silkway Cloud",
    "Unsupported Media Type — Silkway Cloud",
  ]);
});

test("client-caused 4xx are logged at info with a readable reason; nothing they cause is an error", async () => {
  const from = fresh.server.output.length;
  await raw("POST", "/contact", "formId=constructor", formPost);
  await raw("POST", "/contact", '{"formId":"contact"}', { "content-type": "application/json" });
  await raw("POST", "/contact", contactFormBody("foreign@reliability.example"), { ...formPost, origin: "https://evil.example" });
  await raw("TRACE", "/contact");
  const lines = () => fresh.server.output.slice(from);
  const reasons = () =>
    lines()
      .map((line) => JSON.parse(line) as { level: string; reason?: string })
      .filter((line) => line.level === "info")
      .map((line) => line.reason);
  // A request's log line is written when its response has finished, a moment after the answer arrived.
  await expect.poll(reasons).toEqual(expect.arrayContaining(["Unknown form", "This page accepts form posts only.", "Method Not Allowed"]));
  expect(lines().filter((line) => line.includes('"level":"error"'))).toEqual([]);
  expect(lines().join("\n")).not.toContain("[object Object]");
  expect(reasons().some((reason) => reason?.includes("origin"))).toBe(true);
});
