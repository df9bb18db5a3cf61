import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import routes from "../../app/routes.ts";
import { manifest, translatedManifest } from "#generated/manifest.ts";
import { routeTitles } from "#generated/titles.ts";
import { builtClientDir, builtPages } from "../support/built-pages.ts";

/** Each page is an address in the manifest, and one route renders them all (decision 375). */
test("the router holds the same few routes however many pages there are, none of them generated", () => {
  const pages = [...manifest, ...translatedManifest];
  expect(pages.length).toBeGreaterThanOrEqual(3 * 45);
  expect(routes.map((route) => route.path)).toEqual(["sitemap.xml", "robots.txt", "api/*", "forms/:locale/:formId", "*", "/"]);
  expect(routes.filter((route) => route.file.includes("generated/"))).toEqual([]);
});

test("the browser build holds no page's content and no loader data; every page's HTML does", () => {
  const files = readdirSync(builtClientDir, { recursive: true, encoding: "utf8" });
  expect(files.filter((file) => file.endsWith(".data"))).toEqual([]);
  const scripts = files.filter((file) => file.endsWith(".js")).map((file) => readFileSync(join(builtClientDir, file), "utf8"));
  expect(scripts.length).toBeGreaterThan(0);
  const pages = new Map(builtPages().map((page) => [page.path === "/" ? "/" : page.path.replace(/\/$/, ""), page.html]));
  for (const [path, { title }] of Object.entries(routeTitles)) {
    // As written in the HTML: the title element escapes "&".
    expect(pages.get(path), path).toContain(`<title>${title.replaceAll("&", "&amp;")}</title>`);
    expect(scripts.filter((script) => script.includes(title)).length, `a script holds the title of ${path}`).toBe(0);
  }
});
