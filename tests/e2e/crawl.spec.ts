import { manifest, translatedManifest } from "#generated/manifest.ts";
import { expect, test } from "./fixtures.ts";

// Runs in the JavaScript project only (playwright.config.ts): the crawl reads server HTML, which is the
// same with and without JavaScript.

const decode = (href: string) => href.replaceAll("&amp;", "&");

test("every internal link and anchor on every page resolves", async ({ request }) => {
  const html = new Map<string, string>();
  const fetchPage = async (path: string) => {
    const cached = html.get(path);
    if (cached !== undefined) return { status: 200, body: cached };
    const response = await request.get(path);
    const body = await response.text();
    if (response.status() === 200) html.set(path, body);
    return { status: response.status(), body };
  };

  const links = new Map<string, Set<string>>();
  // Every language's pages: a Russian page's links and anchors point into the Russian pages.
  for (const route of [...manifest, ...translatedManifest]) {
    const { status, body } = await fetchPage(route.path);
    expect(status, route.path).toBe(200);
    for (const match of body.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"/g)) {
      const href = decode(match[1] ?? "");
      const pages = links.get(href) ?? new Set();
      pages.add(route.path);
      links.set(href, pages);
    }
  }

  const broken: string[] = [];
  for (const [href, pages] of links) {
    const url = new URL(href, "http://site.invalid");
    const { status, body } = await fetchPage(url.pathname);
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (status !== 200) broken.push(`${href} answers ${status} (linked from ${[...pages].join(", ")})`);
    else if (anchor && !body.includes(`id="${anchor}"`)) broken.push(`${href}: no #${anchor} (linked from ${[...pages].join(", ")})`);
  }
  expect(broken).toEqual([]);
  expect(links.size).toBeGreaterThan(50);
});
