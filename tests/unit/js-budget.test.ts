import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { builtClientDir, builtPages } from "../support/built-pages.ts";
import { manifest, translatedManifest } from "../../app/.generated/manifest.ts";

/**
 * Gzipped JavaScript a prerendered page loads before its form is needed (decisions 304 and 307). Every
 * page loads only the page script at first (about 3 KiB): no React, no React Router. A page with a form
 * holds React Router's client in an inert template until the visitor focuses or points at the form: React,
 * React DOM and React Router are about 103 KiB of it, its sections and the form's validators the rest
 * (133–138 KiB measured in English; the same page in Russian or Uzbek carries its text, which gzips less
 * well in Cyrillic: up to 145 KiB, decision 311). A server module or all of zod leaking into the client
 * shows up here first (it did once: 172 KiB).
 */
const PAGE_SCRIPT_BUDGET_KIB = 5;
const FORM_FRAMEWORK_BUDGET_KIB = 146;

/** What a form page holds until its form is needed (app/lib/framework-on-demand.ts). */
const FRAMEWORK_TEMPLATE = /<template data-framework="">([\s\S]*?)<\/template>/;

/** The page script is named by its loader, which appends it after the first paint (decision 313). */
const PAGE_SCRIPT_AFTER_PAINT = /<script data-page-script="\/assets\/enhance-[\w-]+\.js">[^<]*first-contentful-paint[^<]*<\/script>/;

/** Inline scripts that run as the document parses: outside every template, neither JSON-LD nor external. */
function scriptsRunAtParse(html: string): string[] {
  const live = html.replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, "");
  return [...live.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>[\s\S]*?<\/script>/g)].map((match) => match[0]);
}

function initialScripts(html: string): string[] {
  const urls = new Set([...html.matchAll(/(?:src|href|data-page-script)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls];
}

const gzippedKib = (urls: readonly string[]) =>
  urls.reduce((sum, url) => sum + gzipSync(readFileSync(join(builtClientDir, url))).length, 0) / 1024;

function budgetedPages() {
  // Every language's pages: a Russian content page ships no framework either, a Russian form page hydrates.
  const formPaths = new Set<string>([...manifest, ...translatedManifest].filter((route) => route.hydrates).map((route) => route.path));
  return builtPages().map(({ path, html: document }) => {
    const held = FRAMEWORK_TEMPLATE.exec(document)?.[1] ?? "";
    const html = document.replace(FRAMEWORK_TEMPLATE, "");
    const kib = (scripts: readonly string[]) => Math.round(gzippedKib(scripts) * 10) / 10;
    return { path, html, held, form: formPaths.has(path), kib: kib(initialScripts(html)), heldKib: kib(initialScripts(held)) };
  });
}

test(`a page without a form loads no framework and at most ${PAGE_SCRIPT_BUDGET_KIB} KiB of gzipped JavaScript`, () => {
  const content = budgetedPages().filter((page) => !page.form);
  expect(content.length).toBeGreaterThanOrEqual(3 * 35);
  expect(content.map((page) => page.path)).toEqual(expect.arrayContaining(["/ru/about", "/uz/about", "/ru/privacy-policy"]));
  for (const page of content) {
    expect(page.html, page.path).not.toMatch(/<script[^>]*type="module"/);
    expect(page.html, page.path).not.toContain("modulepreload");
    expect(page.html, page.path).not.toContain("__reactRouterContext");
    expect(scriptsRunAtParse(page.html), page.path).toEqual([expect.stringMatching(PAGE_SCRIPT_AFTER_PAINT)]);
    expect(page.held, page.path).toBe("");
  }
  expect(content.filter((page) => page.kib > PAGE_SCRIPT_BUDGET_KIB).map((page) => `${page.path}: ${page.kib} KiB`)).toEqual([]);
});

test(`a page with a form loads at most ${PAGE_SCRIPT_BUDGET_KIB} KiB until its form is needed, then a framework of at most ${FORM_FRAMEWORK_BUDGET_KIB} KiB`, () => {
  const forms = budgetedPages().filter((page) => page.form);
  const formPages = ["/", "/contact", "/evaluation/business", "/migration-request", "/startup-program"];
  const inEveryLanguage = ["", "/ru", "/uz"].flatMap((prefix) =>
    formPages.map((path) => (path === "/" ? prefix || "/" : `${prefix}${path}`)),
  );
  expect(forms.map((page) => page.path).sort()).toEqual(inEveryLanguage.sort());
  for (const page of forms) {
    expect(page.html, page.path).not.toMatch(/<script[^>]*type="module"/);
    expect(page.html, page.path).not.toContain("modulepreload");
    expect(page.html, page.path).toMatch(PAGE_SCRIPT_AFTER_PAINT);
    // Nothing of the framework runs while the page parses (decision 316): its hydration data waits in a template too.
    expect(scriptsRunAtParse(page.html), page.path).toEqual([expect.stringMatching(PAGE_SCRIPT_AFTER_PAINT)]);
    expect(page.html, page.path).toContain('<template data-framework-script=""><script>window.__reactRouterContext = ');
    expect(page.held, page.path).toMatch(/^(<link rel="modulepreload"[^>]*\/>)+<script type="module" async="">[\s\S]*<\/script>$/);
  }
  expect(forms.filter((page) => page.kib > PAGE_SCRIPT_BUDGET_KIB).map((page) => `${page.path}: ${page.kib} KiB`)).toEqual([]);
  expect(forms.filter((page) => page.heldKib > FORM_FRAMEWORK_BUDGET_KIB).map((page) => `${page.path}: ${page.heldKib} KiB`)).toEqual([]);
});

test("no page loads posthog up front: analytics is a dynamic import of the page script", () => {
  for (const page of budgetedPages()) {
    expect(page.html + page.held).not.toMatch(/posthog/i);
    for (const url of initialScripts(page.html + page.held))
      expect(readFileSync(join(builtClientDir, url), "utf8"), url).not.toContain("posthog-js");
  }
});
