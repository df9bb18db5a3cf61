import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

/** Every drawing a page's content shows (case studies, partner marks), wherever it sits under content/images/. */
const root = join(import.meta.dirname, "../../content/images");
const drawings = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".svg"))
  .map((file) => ({ file, svg: readFileSync(join(root, file), "utf8") }));

test("a content drawing holds no words: they would show in English on the Russian and Uzbek pages (decision 423)", () => {
  expect(drawings.length).toBeGreaterThan(0);
  expect(drawings.filter(({ svg }) => /<text\b|<tspan\b/.test(svg)).map(({ file }) => file)).toEqual([]);
});
