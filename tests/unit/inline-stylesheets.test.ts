import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { builtClientDir } from "../support/built-pages.ts";
import { requireBuild } from "../reliability/support/server-process.ts";
import { htmlFiles } from "../../server/html-files.ts";
import { inlineStylesheets } from "../../release/inline-stylesheets.ts";

const css: Record<string, string> = { "/assets/a.css": ".a{color:red}", "/assets/b.css": ".b{color:blue}" };
const read = (href: string) => css[href] ?? "";

describe("inlining stylesheets into prerendered pages", () => {
  test("each stylesheet becomes a <style> where its link stood, and the link is kept but disabled", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/a.css"/><link rel="icon" href="/i.svg"/><link rel="stylesheet" href="/assets/b.css"/></head>';
    expect(inlineStylesheets(html, read)).toBe(
      '<head><style data-href="/assets/a.css">.a{color:red}</style><link rel="stylesheet" href="/assets/a.css" disabled=""/>' +
        '<link rel="icon" href="/i.svg"/>' +
        '<style data-href="/assets/b.css">.b{color:blue}</style><link rel="stylesheet" href="/assets/b.css" disabled=""/></head>',
    );
  });

  test("a second pass changes nothing, and CSS cannot close the element early", () => {
    const once = inlineStylesheets('<link rel="stylesheet" href="/assets/a.css"/>', read);
    expect(inlineStylesheets(once, read)).toBe(once);
    const hostile = inlineStylesheets('<link rel="stylesheet" href="/assets/x.css"/>', () => 'a::after{content:"</style><script>"}');
    expect(hostile).not.toContain("</style><script>");
  });
});

test("no prerendered page waits for a stylesheet request before its first paint", () => {
  requireBuild();
  const pages = htmlFiles(builtClientDir);
  expect(pages.length).toBeGreaterThanOrEqual(40);
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    expect(html, page).toContain("<style data-href=");
    expect(html, page).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  }
});
