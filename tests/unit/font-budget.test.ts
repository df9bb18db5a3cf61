import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { decompress } from "wawoff2";
import { expect, test } from "vitest";
import { localeOfPath } from "#model/schema/locales.ts";
import { codePointsOf, TYPEFACE_FILE_OF, TYPEFACE_FILES, TYPEFACE_WEIGHTS, typefaceFileName, type TypefaceFile } from "#model/typeface.ts";
import { cutTypeface } from "../../release/typeface-cut.ts";
import { builtClientDir, builtPages } from "../support/built-pages.ts";

/**
 * The brand typeface is self-hosted, one file per set of scripts a page is written in (decision 434), and
 * holds every character of the page's text, so no line is set half in Inter. The file is used only if it
 * is in by the first paint: no page preloads it, so a first visit paints without waiting for it, and it
 * fetches the file beside the page, within the page's weight budget (decision 491). Before, a page
 * preloaded 43 KiB (Latin) or 54 KiB (Latin and Cyrillic).
 */
const FILE_BUDGET_KIB: Readonly<Record<TypefaceFile, number>> = { latin: 15, "latin-cyrillic": 20 };

const require = createRequire(import.meta.url);
const { parse } = require("opentype.js") as typeof import("opentype.js");
const fontsDir = join(import.meta.dirname, "../../app/ui/fonts");
const typefaceFiles = Object.keys(TYPEFACE_FILES) as TypefaceFile[];

/** Every `<link>` that fetches a font ahead of the page's text: a preload, or an early hint to. */
const fontPreloads = (html: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]).filter((link) => /\bas="font"|\.woff2/.test(link));
const kib = (url: string) => statSync(join(builtClientDir, url)).size / 1024;
/** Every @font-face rule of the page's stylesheets, which the build inlines into the HTML. */
const fontFaces = (html: string) => [...html.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1]!);
/**
 * The characters a visitor reads: the HTML without its tags, styles and scripts, and without the invisible
 * characters no font draws (the word joiner the typesetter binds figures with).
 */
const textOf = (html: string) =>
  new Set(
    html
      .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/[\s\p{Default_Ignorable_Code_Point}]/gu, ""),
  );
/** The font in a WOFF2 file. One at a time: wawoff2 answers with a view of its memory, which the next call reuses. */
async function fontIn(woff2: Buffer) {
  const sfnt = await decompress(woff2);
  return parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer);
}

test("no page preloads a font: its first paint never waits for the typeface", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThanOrEqual(3 * 45);
  expect(pages.flatMap(({ path, html }) => fontPreloads(html).map((link) => `${path}: ${link}`))).toEqual([]);
});

test(`each typeface file keeps within its budget: Latin ${FILE_BUDGET_KIB.latin} KiB, Latin and Cyrillic ${FILE_BUDGET_KIB["latin-cyrillic"]} KiB`, () => {
  const urls = new Set(
    builtPages().flatMap(({ html }) => fontFaces(html).flatMap((face) => [...face.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!))),
  );
  const built = [...urls].map((url) => ({ file: /\/inter-([a-z-]+?)-[\w-]{8}\.woff2$/.exec(url)?.[1] as TypefaceFile, url }));
  expect(built.map(({ file }) => file).sort()).toEqual([...typefaceFiles].sort());
  for (const { file, url } of built) expect(kib(url), url).toBeLessThanOrEqual(FILE_BUDGET_KIB[file]);
});

test("the fonts come from the site itself, hashed, each face limited to its scripts and never swapped in late", () => {
  const [home] = builtPages().filter(({ path }) => path === "/");
  const families: string[] = typefaceFiles.map((file) => TYPEFACE_FILES[file].family);
  const faces = fontFaces(home!.html).filter((face) => families.includes(/font-family:(.*)$/.exec(face)?.[1] ?? ""));
  expect(faces.map((face) => /font-family:(.*)$/.exec(face)![1]).sort()).toEqual([...families].sort());
  for (const face of faces) {
    expect(face).toMatch(/src:url\(\/assets\/inter-[a-z-]+-[\w-]{8}\.woff2\)/);
    expect(face).toMatch(/unicode-range:/);
    expect(face).toContain("font-display:optional");
  }
  const latin = faces.find((face) => face.endsWith(`font-family:${TYPEFACE_FILES.latin.family}`))!;
  // Uzbek's oʻ and gʻ (U+02BB, U+02BC) are set from the Latin file.
  expect(latin).toContain("U+2BB-2BC");
  expect(
    readFileSync(join(builtClientDir, /url\(([^)]+)\)/.exec(latin)![1]!))
      .subarray(0, 4)
      .toString(),
  ).toBe("wOF2");
});

test("the file a page is set in holds every character of its text but a word in another script", async () => {
  const inFile = new Map<TypefaceFile, Set<number>>();
  for (const file of typefaceFiles) {
    const font = await fontIn(readFileSync(join(fontsDir, typefaceFileName(file))));
    inFile.set(file, new Set(Object.keys(font.tables.cmap.glyphIndexMap).map(Number)));
  }
  const missing = new Set<string>();
  const outside = new Set<string>();
  for (const { path, html } of builtPages()) {
    const file = TYPEFACE_FILE_OF[localeOfPath(path)];
    const range = new Set(codePointsOf(TYPEFACE_FILES[file].unicodeRange));
    for (const char of textOf(html)) {
      const codePoint = char.codePointAt(0)!;
      if (!range.has(codePoint)) outside.add(char);
      else if (!inFile.get(file)!.has(codePoint)) missing.add(`${path}: ${char} U+${codePoint.toString(16)}`);
    }
  }
  expect([...missing]).toEqual([]);
  // The language links name Russian in Russian on every page: «Русский» is set in the fallback there.
  expect([...outside].filter((char) => !"Русский".includes(char))).toEqual([]);
});

test("the committed files are what `npm run typeface` cuts from the full Inter, every weight the site sets kept", async () => {
  for (const file of typefaceFiles) {
    const committed = readFileSync(join(fontsDir, typefaceFileName(file)));
    expect(Buffer.compare(await cutTypeface(file), committed), `${typefaceFileName(file)} is current`).toBe(0);
    const axes = (await fontIn(committed)).tables.fvar?.axes;
    expect(axes?.map(({ tag, minValue, maxValue }) => `${tag} ${minValue}–${maxValue}`)).toEqual([
      `wght ${TYPEFACE_WEIGHTS.min}–${TYPEFACE_WEIGHTS.max}`,
    ]);
  }
}, 30_000);

test(`every weight the pages set is in the files' span, ${TYPEFACE_WEIGHTS.min}–${TYPEFACE_WEIGHTS.max}: none is drawn from another weight`, () => {
  const outside = new Set<string>();
  for (const { path, html } of builtPages()) {
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("");
    const custom = new Map([...styles.matchAll(/(--[\w-]+):([^;}]+)/g)].map((match) => [match[1]!, match[2]!]));
    const rules = styles.replace(/@font-face\{[^}]*\}/g, "");
    for (const [, value] of rules.matchAll(/font-weight:([^;}]+)/g)) {
      const resolved = value!.replace(/^var\((--[\w-]+)\)$/, (whole, name: string) => custom.get(name) ?? whole);
      const weight = ({ normal: "400", bold: "700" } as Record<string, string>)[resolved] ?? resolved;
      if (!(Number(weight) >= TYPEFACE_WEIGHTS.min && Number(weight) <= TYPEFACE_WEIGHTS.max))
        outside.add(`${path}: ${value} (${resolved})`);
    }
  }
  expect([...outside]).toEqual([]);
});

test("until Inter arrives, text is set in local fonts scaled to its metrics", () => {
  const [home] = builtPages().filter(({ path }) => path === "/");
  const fallbacks = fontFaces(home!.html).filter((face) => /font-family:Inter fallback/.test(face));
  expect(fallbacks.length).toBeGreaterThanOrEqual(2);
  for (const face of fallbacks)
    expect(face).toMatch(/src:local\(.*size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:0%/);
});
