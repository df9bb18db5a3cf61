import { expect, test } from "vitest";
import { site } from "#generated/site.ts";
import { statusPages } from "../../../server/status-page.ts";

const statusResponse = statusPages(site);

const statuses = [400, 404, 405, 413, 415, 429, 500];

test("every refusal status has its own page title and reason, and only 404 says the page was not found", async () => {
  const pages = await Promise.all(statuses.map(async (status) => ({ status, html: await statusResponse(status).text() })));
  const titles = pages.map(({ html }) => /<title>([^<]*)<\/title>/.exec(html)?.[1]);
  expect(new Set(titles).size).toBe(statuses.length);
  for (const { status, html } of pages) {
    expect(html).toContain(`<p>${status}</p>`);
    if (status !== 404) expect(html, String(status)).not.toContain("not found");
  }
  expect(titles).toContain("Something Went Wrong — Silkway Cloud");
});

test("a refusal page runs no script and allows none, and the API gets JSON", async () => {
  const page = statusResponse(405, { headers: { Allow: "GET, HEAD" } });
  expect(page.headers.get("allow")).toBe("GET, HEAD");
  expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self'(;|$)/);
  expect(await page.text()).not.toContain("<script");
  const api = statusResponse(405, { api: true });
  expect(api.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await api.json()).toEqual({ error: "Method Not Allowed" });
});
