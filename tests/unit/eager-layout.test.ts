import { expect, test } from "vitest";
import { manifest, translatedManifest } from "#generated/manifest.ts";
import { builtPages } from "../support/built-pages.ts";
import { eagerLayout } from "../support/eager-layout.ts";

/**
 * A content page's main-thread work is styling, layout and text shaping, done twice: in the fallback face
 * for the first paint and again when Inter arrives (decision 445). What is not deferred by
 * `content-visibility: auto` is laid out both times, so these budgets bound the work that blocks the
 * main thread after the first paint, counted in the build rather than timed. Before the sections were
 * deferred a page laid out all of itself: 313–382 elements and 2,400–4,200 characters on the section
 * pages; with the header and the first section eager it is 94–137 elements and at most about 1,000.
 */
const ELEMENTS_BUDGET = 200;
const CHARACTERS_BUDGET = 1500;

const kindOf = new Map([...manifest, ...translatedManifest].map((route) => [route.path.replace(/(.)\/$/, "$1"), route.kind]));

test(`every page lays out at most ${ELEMENTS_BUDGET} elements before its sections below come near the window`, () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThanOrEqual(3 * 45);
  const over = pages
    .map(({ path, html }) => ({ path, ...eagerLayout(html) }))
    .filter((page) => page.elements > ELEMENTS_BUDGET)
    .map((page) => `${page.path}: ${page.elements} elements`);
  expect(over).toEqual([]);
});

// A legal document is one article of prose under its title (LegalView): its text is what the visitor came
// to read, and it is not divided into sections the browser could defer.
test(`every page built from sections shapes at most ${CHARACTERS_BUDGET} characters before its sections below come near the window`, () => {
  const over = builtPages()
    .filter(({ path }) => kindOf.get(path.replace(/(.)\/$/, "$1")) === "page")
    .map(({ path, html }) => ({ path, ...eagerLayout(html) }))
    .filter((page) => page.characters > CHARACTERS_BUDGET)
    .map((page) => `${page.path}: ${page.characters} characters`);
  expect(over).toEqual([]);
});

test("the sections below a page's first and its footer are deferred", () => {
  const home = builtPages().find(({ path }) => path === "/")!;
  const { deferredBlocks } = eagerLayout(home.html);
  const sections = home.html.slice(home.html.indexOf("<main"), home.html.indexOf("</main>")).match(/<section\b/g)!.length;
  // Every section but the hero, which is the first window, and the footer besides.
  expect(deferredBlocks).toBe(sections);
});
