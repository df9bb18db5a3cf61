import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { codegenIn, codegenProblems, copyContent, editFile, positionOf, removeCopies } from "./fixture.ts";
import { formatProblem } from "../../../codegen/problems.ts";

afterEach(removeCopies);

const CASES = "content/pages/case-studies.yaml";
const lines = (root: string) =>
  codegenProblems(root)
    .map(formatProblem)
    .map((text) => text.split("\n")[0]);

describe("a content picture is a file under content/ with a description in every language", () => {
  test("a picture with no file is reported at its src, naming the file looked for", () => {
    const root = copyContent();
    editFile(root, CASES, (text) => text.replace("src: images/case-studies/payments.svg", "src: images/case-studies/bank.svg"));
    const { line, col } = positionOf(root, CASES, "images/case-studies/bank.svg");
    expect(lines(root)).toEqual([
      `${CASES}:${line}:${col}  sections.1.items.1.image.src  CG142 image "images/case-studies/bank.svg" not found: there is no content/images/case-studies/bank.svg`,
    ]);
  });

  test("a picture without alt in English is reported at the picture", () => {
    const root = copyContent();
    editFile(root, CASES, (text) => text.replace(/\n {10}alt: A bank, a payment card[^\n]*/, ""));
    const { line, col } = positionOf(root, CASES, "src: images/case-studies/payments.svg");
    expect(lines(root)).toEqual([
      expect.stringMatching(new RegExp(`^${CASES}:${line}:${col}  sections\\.1\\.items\\.1\\.image\\.alt  CG\\d+ `)),
    ]);
  });

  test("a translation that leaves a picture's alt out is an error at that picture, not a warning", () => {
    const root = copyContent();
    const russian = "content/pages/case-studies.ru.yaml";
    editFile(root, russian, (text) => text.replace(/\n {8}image:\n {10}alt: "Банк, платёжная карта[^\n]*/, ""));
    const problems = codegenProblems(root);
    expect(problems.map((problem) => [problem.file, problem.path, problem.code])).toEqual([
      [russian, "sections.1.items.1.image.alt", "CG145"],
    ]);
  });

  test("width and height are read from the file, and a raster picture lists AVIF and WebP up to its own width", async () => {
    const root = copyContent();
    expect(codegenIn(root).problems).toEqual([]);
    const generated = readFileSync(join(root, "generated/images.ts"), "utf8");
    const { images } = (await import(join(root, "generated/images.ts"))) as typeof import("#generated/images.ts");
    expect(generated).toContain("images/partners/hpe.svg");
    expect(images["images/partners/cisco.svg"]).toMatchObject({ width: 91, height: 48, sources: [] });
    expect(images["images/case-studies/payments.svg"]).toMatchObject({ width: 640, height: 360 });
    const hall = images["images/case-studies/data-hall.jpg"];
    expect(hall).toMatchObject({ width: 1600, height: 900, src: expect.stringMatching(/^\/media\/data-hall\.[0-9a-f]{10}\.960\.webp$/) });
    expect(hall?.sources.map((source) => [source.type, source.srcset.match(/ \d+w/g)])).toEqual([
      ["image/avif", [" 480w", " 960w", " 1440w"]],
      ["image/webp", [" 480w", " 960w", " 1440w"]],
    ]);
  });

  test("a picture narrower than the smallest width is never upscaled", async () => {
    const root = copyContent();
    const sharp = (await import("sharp")).default;
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#1d4ed8" } })
      .png()
      .toFile(join(root, "content/images/case-studies/small.png"));
    editFile(root, CASES, (text) => text.replace("src: images/case-studies/payments.svg", "src: images/case-studies/small.png"));
    expect(codegenIn(root).problems).toEqual([]);
    const { images } = (await import(join(root, "generated/images.ts"))) as typeof import("#generated/images.ts");
    expect(images["images/case-studies/small.png"]?.sources[0]?.srcset).toMatch(/^\/media\/small\.[0-9a-f]{10}\.300\.avif 300w$/);
  });
});
