import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { HERO_ART_DIR } from "../../codegen/checks/check-hero-art.ts";
import { palette } from "../../app/ui/palette.ts";
import { HERO_MAPS } from "#model/hero-maps.ts";

const dir = join(import.meta.dirname, "../..", HERO_ART_DIR);
const drawings = readdirSync(dir)
  .filter((file) => file.endsWith(".svg"))
  .map((file) => ({ file, svg: readFileSync(join(dir, file), "utf8") }));
const brand = new Set<string>(Object.values(palette).map((colour) => colour.toLowerCase()));

describe.each(drawings)("the hero illustration $file", ({ svg }) => {
  test("is drawn on the 440 × 360 canvas the page reserves, so nothing moves when it arrives", () => {
    expect(svg).toMatch(/^<svg [^>]*width="440" height="360" viewBox="0 0 440 360"/);
  });

  test("weighs at most 12 KB gzipped", () => {
    expect(gzipSync(svg, { level: 9 }).length).toBeLessThanOrEqual(12 * 1024);
  });

  test("paints only the brand's colours", () => {
    const colours = new Set(svg.match(/#[0-9a-f]{3,8}\b/gi)?.map((colour) => colour.toLowerCase()));
    expect([...colours].filter((colour) => !brand.has(colour))).toEqual([]);
  });

  test("holds no words, which would show in English on every language's page, and loads nothing", () => {
    expect(svg).not.toMatch(/<text|<image|<script|<foreignObject|href="(?!#)/);
  });
});

/** The corners of every drawing are rounded by 16 units: a country closer to an edge than that reads as cut off. */
const CORNER = 16;

describe.each(Object.keys(HERO_MAPS))("the hero map %s", (name) => {
  const svg = readFileSync(join(dir, `${name}.svg`), "utf8");
  // The two countries are the paths drawn in the highlight fill; every other country is in the neighbours' fill.
  const highlighted = [...svg.matchAll(/<path d="([^"]*)" fill="#dbeafe"/g)].map((match) => match[1] ?? "");

  test("draws Uzbekistan and Kyrgyzstan whole, clear of the card's rounded edges", () => {
    expect(highlighted).toHaveLength(2);
    for (const outline of highlighted) {
      const points = [...outline.matchAll(/(-?\d+) (-?\d+)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      const margins = { left: Math.min(...xs), top: Math.min(...ys), right: 440 - Math.max(...xs), bottom: 360 - Math.max(...ys) };
      expect(Math.min(...Object.values(margins)), JSON.stringify(margins)).toBeGreaterThanOrEqual(CORNER);
    }
  });
});
