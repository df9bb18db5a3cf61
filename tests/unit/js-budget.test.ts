import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { requireBuild } from "../reliability/support/server-process.ts";
import { manifest, translatedManifest } from "../../app/.generated/manifest.ts";
import { htmlFiles } from "../../server/inline-stylesheets.ts";

const clientDir = join(import.meta.dirname, "../../build/client");

/**
 * Gzipped JavaScript a prerendered page loads before any interaction (decision 304). A page without a
 * form loads only the page script (about 2.2 KiB): no React, no React Router. A page with a form
 * hydrates: React, React DOM and React Router are about 103 KiB of it, its sections and the form's
 * validators the rest (137–141 KiB measured in English; the same page in Russian or Uzbek carries its text,
 * which gzips less well in Cyrillic: up to 145 KiB, decision 311). A server module or all of zod leaking into the client
 * shows up here first (it did once: 172 KiB).
 */
const CONTENT_PAGE_BUDGET_KIB = 5;
const FORM_PAGE_BUDGET_KIB = 146;

const pages = (folder: string) => htmlFiles(folder).filter((path) => path.endsWith("/index.html"));

function initialScripts(html: string): string[] {
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls];
}

const gzippedKib = (urls: readonly string[]) =>
  urls.reduce((sum, url) => sum + gzipSync(readFileSync(join(clientDir, url))).length, 0) / 1024;

function builtPages() {
  // Every language's pages: a Russian content page ships no framework either, a Russian form page hydrates.
  const formPaths = new Set<string>([...manifest, ...translatedManifest].filter((route) => route.hydrates).map((route) => route.path));
  return pages(clientDir).map((file) => {
    const path = `/${dirname(relative(clientDir, file))}`.replace(/\/\.$/, "/");
    const html = readFileSync(file, "utf8");
    return { path, html, form: formPaths.has(path), kib: Math.round(gzippedKib(initialScripts(html)) * 10) / 10 };
  });
}

test(`a page without a form loads no framework and at most ${CONTENT_PAGE_BUDGET_KIB} KiB of gzipped JavaScript`, () => {
  requireBuild();
  const content = builtPages().filter((page) => !page.form);
  expect(content.length).toBeGreaterThanOrEqual(3 * 35);
  expect(content.map((page) => page.path)).toEqual(expect.arrayContaining(["/ru/about", "/uz/about", "/ru/privacy-policy"]));
  for (const page of content) {
    expect(page.html, page.path).not.toMatch(/<script[^>]*type="module"/);
    expect(page.html, page.path).not.toContain("modulepreload");
    expect(page.html, page.path).not.toContain("__reactRouterContext");
    expect(page.html, page.path).toMatch(/<script src="\/assets\/enhance-[\w-]+\.js" defer=""/);
  }
  expect(content.filter((page) => page.kib > CONTENT_PAGE_BUDGET_KIB).map((page) => `${page.path}: ${page.kib} KiB`)).toEqual([]);
});

test(`a page with a form hydrates and loads at most ${FORM_PAGE_BUDGET_KIB} KiB of gzipped JavaScript`, () => {
  requireBuild();
  const forms = builtPages().filter((page) => page.form);
  const formPages = ["/", "/contact", "/evaluation/business", "/migration-request", "/startup-program"];
  const inEveryLanguage = ["", "/ru", "/uz"].flatMap((prefix) =>
    formPages.map((path) => (path === "/" ? prefix || "/" : `${prefix}${path}`)),
  );
  expect(forms.map((page) => page.path).sort()).toEqual(inEveryLanguage.sort());
  for (const page of forms) {
    expect(page.html, page.path).toMatch(/<script[^>]*type="module"/);
    expect(page.html, page.path).toContain('rel="modulepreload"');
    expect(page.html, page.path).toContain("window.__reactRouterContext");
  }
  expect(forms.filter((page) => page.kib > FORM_PAGE_BUDGET_KIB).map((page) => `${page.path}: ${page.kib} KiB`)).toEqual([]);
});

test("no page loads posthog up front: analytics is a dynamic import of the page script", () => {
  requireBuild();
  for (const page of builtPages()) {
    expect(page.html).not.toMatch(/posthog/i);
    for (const url of initialScripts(page.html)) expect(readFileSync(join(clientDir, url), "utf8"), url).not.toContain("posthog-js");
  }
});
