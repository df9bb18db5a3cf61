import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { loadContent } from "../../codegen/load.ts";
import { htmlFiles } from "../../server/inline-stylesheets.ts";

const clientDir = join(import.meta.dirname, "../../build/client");

/**
 * Gzipped JavaScript a prerendered page loads before it is interactive (module preloads and the
 * hydration imports). React, React DOM and React Router are about 103 KiB of it; the section components
 * come on top, and a form's validators or react-aria's tooltip only on pages that have one. A server
 * module or all of zod leaking into the client shows up here first (it did once: 172 KiB).
 */
const BUDGET_KIB = 150;
/** Pages with neither a form nor a table (the tooltips) carry no validators and no react-aria. */
const PLAIN_PAGE_BUDGET_KIB = 130;

const pages = (folder: string) => htmlFiles(folder).filter((path) => path.endsWith("/index.html"));

function initialJsKib(html: string): number {
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  const bytes = [...urls].reduce((sum, url) => sum + gzipSync(readFileSync(join(clientDir, url))).length, 0);
  return bytes / 1024;
}

test.skipIf(!existsSync(clientDir))(`every prerendered page loads at most ${BUDGET_KIB} KiB of gzipped JavaScript`, () => {
  const sizes = pages(clientDir).map((page) => ({ page: relative(clientDir, page), kib: Math.round(initialJsKib(readFileSync(page, "utf8")) * 10) / 10 }));
  expect(sizes.length).toBeGreaterThanOrEqual(40);
  const over = sizes.filter((size) => size.kib > BUDGET_KIB);
  expect(over, `pages over ${BUDGET_KIB} KiB`).toEqual([]);

  const { content } = loadContent(join(import.meta.dirname, "../.."));
  const plainPaths = (content?.pages ?? [])
    .filter((page) => page.data.sections.every((section) => section.type !== "form" && section.type !== "table"))
    .flatMap((page) => [page.data.path, ...page.data.aliases]);
  expect(plainPaths.length).toBeGreaterThanOrEqual(20);
  const plainSizes = sizes.filter((size) => plainPaths.includes(`/${dirname(size.page)}`.replace(/\/\.$/, "/")));
  expect(plainSizes.length).toBe(plainPaths.length);
  expect(plainSizes.filter((size) => size.kib > PLAIN_PAGE_BUDGET_KIB), `plain pages over ${PLAIN_PAGE_BUDGET_KIB} KiB`).toEqual([]);
  // Not posthog: analytics is a dynamic import that no page loads up front.
  for (const page of pages(clientDir)) expect(readFileSync(page, "utf8")).not.toMatch(/posthog/i);
});
