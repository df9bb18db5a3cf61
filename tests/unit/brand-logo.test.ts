// The wordmark is outlines, not text: as <text> it would be set in whatever sans-serif each system has
// (DejaVu Sans on Linux, Segoe UI on Windows) and look different everywhere (decision 392).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const BRAND = "app/public/brand";
const logos = readdirSync(BRAND).filter((name) => name.startsWith("logo") && name.endsWith(".svg"));

test("the shipped logos exist", () => {
  expect(logos).toEqual(expect.arrayContaining(["logo.svg", "logo-light.svg"]));
});

test.each(logos)("%s draws its wordmark as paths and names no font", (name) => {
  const svg = readFileSync(join(BRAND, name), "utf8");
  expect(svg).not.toMatch(/<text\b|<tspan\b|font-family/);
  // The name is still there for assistive technology.
  expect(svg).toContain('aria-label="Silkway Cloud"');
  expect(svg.match(/<path\b/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
});
