import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { localeOfPath } from "#model/schema/locales.ts";
import { builtClientDir, builtPages } from "../support/built-pages.ts";

/**
 * The brand typeface is self-hosted and cut per script (decision 392): a page preloads only the files its
 * language needs, Latin everywhere and Cyrillic on Russian pages, and the two together stay within a
 * weight budget. Inter's variable Latin file is about 47 KiB, its Cyrillic one about 18 KiB.
 */
const PRELOAD_BUDGET_KIB = 70;
const FILE_BUDGET_KIB = 90;

const preloadedFonts = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin=""\/>/g)].map((match) => match[1]!);
const kib = (url: string) => statSync(join(builtClientDir, url)).size / 1024;
/** Every @font-face rule of the page's stylesheets, which the build inlines into the HTML. */
const fontFaces = (html: string) => [...html.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1]!);

test("each page preloads the Inter files of its own language and no other", () => {
  const wrong = builtPages().flatMap(({ path, html }) => {
    const files = preloadedFonts(html).map((url) => /inter-([a-z-]+)-wght-normal-[\w-]+\.woff2$/.exec(url)?.[1] ?? url);
    const expected = localeOfPath(path) === "ru" ? ["latin", "cyrillic"] : ["latin"];
    return JSON.stringify(files) === JSON.stringify(expected) ? [] : [`${path}: ${files.join(", ") || "none"}`];
  });
  expect(wrong).toEqual([]);
});

test(`the fonts a page preloads weigh at most ${PRELOAD_BUDGET_KIB} KiB, and no font file over ${FILE_BUDGET_KIB} KiB`, () => {
  const pages = builtPages();
  const heaviest = Math.max(...pages.map(({ html }) => preloadedFonts(html).reduce((sum, url) => sum + kib(url), 0)));
  expect(heaviest).toBeLessThanOrEqual(PRELOAD_BUDGET_KIB);
  const files = new Set(
    pages.flatMap(({ html }) => fontFaces(html).flatMap((face) => [...face.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!))),
  );
  expect([...files].filter((url) => kib(url) > FILE_BUDGET_KIB)).toEqual([]);
});

test("the fonts come from the site itself, hashed, each face limited to its script", () => {
  const [home] = builtPages().filter(({ path }) => path === "/");
  const faces = fontFaces(home!.html).filter((face) => face.includes("font-family:Inter}") || face.endsWith("font-family:Inter"));
  expect(faces.length).toBeGreaterThanOrEqual(4);
  for (const face of faces) {
    expect(face).toMatch(/src:url\(\/assets\/inter-[a-z-]+-wght-normal-[\w-]{8}\.woff2\)/);
    expect(face).toMatch(/unicode-range:/);
  }
  // Uzbek's oʻ and gʻ (U+02BB, U+02BC) are set from the Latin file every page preloads.
  const latin = faces.find((face) => face.includes("/inter-latin-wght"));
  expect(latin).toContain("U+2BB-2BC");
  expect(
    readFileSync(join(builtClientDir, /url\(([^)]+)\)/.exec(latin!)![1]!))
      .subarray(0, 4)
      .toString(),
  ).toBe("wOF2");
});

test("until Inter arrives, text is set in local fonts scaled to its metrics", () => {
  const [home] = builtPages().filter(({ path }) => path === "/");
  const fallbacks = fontFaces(home!.html).filter((face) => /font-family:Inter fallback/.test(face));
  expect(fallbacks.length).toBeGreaterThanOrEqual(2);
  for (const face of fallbacks)
    expect(face).toMatch(/src:local\(.*size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:0%/);
});
