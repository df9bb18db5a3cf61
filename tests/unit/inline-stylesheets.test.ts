import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { builtClientDir } from "../support/built-pages.ts";
import { requireBuild } from "../reliability/support/server-process.ts";
import { htmlFiles } from "../../server/html-files.ts";
import { inlineStylesheets } from "../../release/inline-stylesheets.ts";
import { parseStylesheet, requiredClasses, withoutUnusedRules } from "../../release/unused-css.ts";

const css: Record<string, string> = { "/assets/a.css": ".a{color:red}", "/assets/b.css": ".b{color:blue}" };
const read = (href: string) => parseStylesheet(css[href] ?? "");
/** Every class the test pages use is one a script could set. */
const everyClass = new Set(["a", "b"]);

describe("inlining stylesheets into prerendered pages", () => {
  test("each stylesheet becomes a <style> where its link stood, and the link is kept but disabled", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/a.css"/><link rel="icon" href="/i.svg"/><link rel="stylesheet" href="/assets/b.css"/></head>';
    expect(inlineStylesheets(html, read, everyClass)).toBe(
      '<head><style data-href="/assets/a.css">.a{color:red}</style><link rel="stylesheet" href="/assets/a.css" disabled=""/>' +
        '<link rel="icon" href="/i.svg"/>' +
        '<style data-href="/assets/b.css">.b{color:blue}</style><link rel="stylesheet" href="/assets/b.css" disabled=""/></head>',
    );
  });

  test("a second pass changes nothing, and CSS cannot close the element early", () => {
    const once = inlineStylesheets('<link rel="stylesheet" href="/assets/a.css"/>', read, everyClass);
    expect(inlineStylesheets(once, read, everyClass)).toBe(once);
    const hostile = inlineStylesheets(
      '<link rel="stylesheet" href="/assets/x.css"/>',
      () => parseStylesheet('a::after{content:"</style><script>"}'),
      everyClass,
    );
    expect(hostile).not.toContain("</style><script>");
  });
});

describe("leaving out the rules no element of the page can match", () => {
  const kept = (stylesheet: string, classes: string[]) => withoutUnusedRules(parseStylesheet(stylesheet), (name) => classes.includes(name));

  test("a rule that needs a class neither the page nor a script has goes; one the page or a script has stays", () => {
    const page = '<link rel="stylesheet" href="/assets/c.css"/><p class="here">';
    const stylesheet = parseStylesheet(".here{color:red}.scripted{color:green}.nowhere{color:blue}");
    expect(inlineStylesheets(page, () => stylesheet, new Set(["scripted"]))).toContain(
      '<style data-href="/assets/c.css">.here{color:red}.scripted{color:green}</style>',
    );
  });

  test("of a selector list only the selectors that can match stay", () => {
    expect(kept(".a,.b .c,.d{color:red}", ["a", "d"])).toBe(".a,.d{color:red}");
  });

  test("a class under :not() or in an attribute is not needed to match; one inside :is() alone is not either", () => {
    expect(requiredClasses('.a:not(.b) > .c[data-x=".d"]:is(.e, .f)::after')).toEqual(["a", "c"]);
    expect(kept(".a:not(.gone){color:red}", ["a"])).toBe(".a:not(.gone){color:red}");
  });

  test("rules without classes, font faces and keyframes stay; a condition left empty goes", () => {
    const stylesheet =
      "body{margin:0}@font-face{font-family:X;src:url(x.woff2)}@keyframes k{0%{opacity:0}to{opacity:1}}@media (width>=40rem){.gone{color:red}}@supports (display:grid){@media (width>=40rem){.gone{color:red}}}";
    expect(kept(stylesheet, [])).toBe("body{margin:0}@font-face{font-family:X;src:url(x.woff2)}@keyframes k{0%{opacity:0}to{opacity:1}}");
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

test("each page keeps the rules of every class its HTML holds, and leaves out rules for components it does not have", () => {
  requireBuild();
  const shares: number[] = [];
  for (const page of htmlFiles(builtClientDir)) {
    const html = readFileSync(page, "utf8");
    const pageClasses = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
    for (const [, href, inlined] of html.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)) {
      const whole = readFileSync(`${builtClientDir}${href}`, "utf8");
      const styled = (css: string) => [...pageClasses].filter((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css));
      expect(styled(inlined!), `${page} ${href}`).toEqual(styled(whole));
      shares.push(inlined!.length / whole.length);
    }
  }
  expect(Math.max(...shares)).toBeLessThanOrEqual(1);
  // A page has some of the site's components, never all: the average page keeps well under the whole.
  expect(shares.reduce((sum, share) => sum + share, 0) / shares.length).toBeLessThan(0.75);
});
