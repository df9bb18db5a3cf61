import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { builtClientDir, builtPages } from "../support/built-pages.ts";
import { chat, posthog } from "#generated/enhance-config.ts";
import { manifest, translatedManifest } from "#generated/manifest.ts";

/**
 * Gzipped JavaScript a prerendered page loads before its form is needed (decisions 304, 320). Every page
 * loads only the page script at first (about 1.7 KiB; 3.8 KiB with chat and analytics): no React, no React Router, nothing of the framework
 * in the HTML. A page with a form loads its island when the visitor reaches for the form: the islands
 * bundle (React DOM and the form renderer, about 75 KiB) and that form's module (its definition and
 * validators, with zod's mini build). A server module or all of zod leaking into the client shows up here
 * first (it did once: 172 KiB).
 */
const PAGE_SCRIPT_BUDGET_KIB = 5;
const FORM_ISLAND_BUDGET_KIB = 90;

/** The page script is named by its loader, which appends it after the first paint (decision 313). */
const PAGE_SCRIPT_AFTER_PAINT = /<script data-page-script="\/assets\/enhance-[\w-]+\.js">[^<]*first-contentful-paint[^<]*<\/script>/;

/** Inline scripts that run as the document parses: neither JSON-LD nor external. */
function scriptsRunAtParse(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>[\s\S]*?<\/script>/g)].map((match) => match[0]);
}

function initialScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href|data-page-script)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
}

const readAsset = (url: string) => readFileSync(join(builtClientDir, url), "utf8");
const gzippedKib = (urls: Iterable<string>) =>
  Math.round(([...urls].reduce((sum, url) => sum + gzipSync(readAsset(url)).length, 0) / 1024) * 10) / 10;

/** A built chunk and every chunk it imports statically, as URLs. */
function withStaticImports(url: string, into = new Set<string>()): Set<string> {
  if (into.has(url)) return into;
  into.add(url);
  for (const match of readAsset(url).matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g))
    withStaticImports(`/assets/${match[1]!.slice(2)}`, into);
  return into;
}

/** The chunks a chunk imports on demand (`import("./x.js")`), as URLs. */
function dynamicImports(url: string): string[] {
  return [...readAsset(url).matchAll(/\bimport\(["'`](\.\/[^"'`]+\.js)["'`]\)/g)].map((match) => `/assets/${match[1]!.slice(2)}`);
}

function budgetedPages() {
  // Every language's pages: a Russian content page ships no framework either, a Russian form page has its island.
  const formPaths = new Set<string>([...manifest, ...translatedManifest].filter((route) => route.hydrates).map((route) => route.path));
  return builtPages().map(({ path, html }) => ({ path, html, form: formPaths.has(path), kib: gzippedKib(initialScripts(html)) }));
}

test(`every page loads no framework and at most ${PAGE_SCRIPT_BUDGET_KIB} KiB of gzipped JavaScript until its form is needed`, () => {
  const pages = budgetedPages();
  expect(pages.length).toBeGreaterThanOrEqual(3 * 45);
  expect(pages.map((page) => page.path)).toEqual(
    expect.arrayContaining(["/ru/about", "/uz/about", "/ru/privacy-policy", "/", "/ru/contact"]),
  );
  for (const page of pages) {
    expect(page.html, page.path).not.toMatch(/<script[^>]*type="module"/);
    expect(page.html, page.path).not.toContain("modulepreload");
    expect(page.html, page.path).not.toContain("__reactRouterContext");
    expect(page.html, page.path).not.toContain("<template");
    expect(scriptsRunAtParse(page.html), page.path).toEqual([expect.stringMatching(PAGE_SCRIPT_AFTER_PAINT)]);
  }
  expect(pages.filter((page) => page.kib > PAGE_SCRIPT_BUDGET_KIB).map((page) => `${page.path}: ${page.kib} KiB`)).toEqual([]);
});

test(`a page with a form holds it as an island whose bundle and form module come to at most ${FORM_ISLAND_BUDGET_KIB} KiB`, () => {
  const forms = budgetedPages().filter((page) => page.form);
  const formPages = ["/", "/contact", "/evaluation/business", "/migration-request", "/startup-program"];
  const inEveryLanguage = ["", "/ru", "/uz"].flatMap((prefix) =>
    formPages.map((path) => (path === "/" ? prefix || "/" : `${prefix}${path}`)),
  );
  expect(forms.map((page) => page.path).sort()).toEqual(inEveryLanguage.sort());
  for (const page of forms) expect(page.html, page.path).toContain("data-form-island=");
  const pageScript = initialScripts(forms[0]!.html)[0]!;
  const islandsUrl = /["'`](\/assets\/islands-[\w-]+\.js)["'`]/.exec(readAsset(pageScript))?.[1];
  expect(islandsUrl, "the page script names the islands bundle").toBeDefined();
  const bundle = withStaticImports(islandsUrl!);
  const formModules = dynamicImports(islandsUrl!);
  // Three languages of six forms, each loaded on its own.
  expect(formModules.length).toBeGreaterThanOrEqual(3 * 6);
  const heaviest = Math.max(...formModules.map((url) => gzippedKib(withStaticImports(url, new Set(bundle)))));
  expect(heaviest, `islands bundle ${gzippedKib(bundle)} KiB with its heaviest form`).toBeLessThanOrEqual(FORM_ISLAND_BUDGET_KIB);
});

test("no page loads posthog up front: analytics is a dynamic import of the page script", () => {
  for (const page of budgetedPages()) {
    // The privacy policy names PostHog and its cookie in its text; no script, preload or inline script may.
    for (const tag of page.html.match(/<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/gi) ?? []) {
      expect(tag, page.path).not.toMatch(/posthog/i);
    }
    for (const url of initialScripts(page.html)) expect(readFileSync(join(builtClientDir, url), "utf8"), url).not.toContain("posthog-js");
  }
});

test("the page script carries the chat's and analytics' code only when the build has them (decision 502)", () => {
  const pageScript = readAsset(initialScripts(builtPages()[0]!.html)[0]!);
  // Each part's own warning, which only its code writes.
  expect({ chat: pageScript.includes("chat-unavailable"), analytics: pageScript.includes("analytics-unavailable") }).toEqual({
    chat: chat !== null,
    analytics: posthog !== null,
  });
});
