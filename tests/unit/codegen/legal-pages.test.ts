import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { codegenIn, copyContent, editFile, headline, positionOf, removeCopies } from "./fixture.ts";
import { formatProblem } from "../../../codegen/problems.ts";
import { asRead } from "../../support/as-read.ts";

afterEach(removeCopies);

const generated = (root: string, module: string) => readFileSync(join(root, "generated/content", module), "utf8");

describe("the legal pages name the operator and the site's services from content/site.yaml", () => {
  test("a TIN changed once in site.yaml is what every language's policy and terms show, with no token left, under the document's date", () => {
    const root = copyContent();
    editFile(root, "content/site.yaml", (text) => text.replace('tin: "000000000"', 'tin: "301234567"'));
    expect(codegenIn(root).problems.map(formatProblem)).toEqual([]);
    for (const locale of ["", "ru/", "uz/"]) {
      for (const page of ["privacy-policy", "terms-of-service"]) {
        const module = generated(root, `${locale}${page}.ts`);
        expect(module, `${locale}${page}`).toContain("301234567");
        expect(module, `${locale}${page}`).not.toContain("{{");
      }
    }
    expect(generated(root, "ru/privacy-policy.ts")).toContain("ООО «Silkway Cloud»");
    expect(asRead(generated(root, "privacy-policy.ts"))).toMatch(/kept for 365 days/);
    // A value quoted into a Russian text is typeset with it: a number keeps its unit (review R10).
    expect(generated(root, "ru/privacy-policy.ts")).toContain("хранится 365\u00a0дней");
    expect(generated(root, "ru/privacy-policy.ts")).toContain("в\u00a0течение 10\u00a0дней");
    // The page shows the date of the document's version, from its front matter.
    expect(generated(root, "uz/terms-of-service.ts")).toContain('"lastUpdated": "2026-11-27"');
  });

  test("the policy states the analytics start delay the code runs with, in seconds, in every language", () => {
    const root = copyContent();
    editFile(root, "content/site.yaml", (text) => text.replace("startDelayMs: 15000", "startDelayMs: 20000"));
    expect(codegenIn(root).problems.map(formatProblem)).toEqual([]);
    expect(asRead(generated(root, "privacy-policy.ts"))).toContain("or 20 seconds after the page has loaded");
    expect(generated(root, "ru/privacy-policy.ts")).toMatch(/через 20\s?секунд после загрузки/);
    expect(generated(root, "uz/privacy-policy.ts")).toMatch(/yuklangandan 20\s?soniya oʻtgach/);
  });

  test("a legal page (a translation too) quoting a value site.yaml does not have is an error at the token", () => {
    const root = copyContent();
    const file = "content/legal/privacy-policy.ru.md";
    editFile(root, file, (text) =>
      text.replace("(ИНН: {{legal.operators.uz.tin}}", "(ИНН: {{legal.operators.uz.tin}} {{legal.operators.uz.stir}}"),
    );
    const { line, col } = positionOf(root, file, "{{legal.operators.uz.stir}}");
    expect(codegenIn(root).problems.map(headline)).toEqual([
      `${file}:${line}:${col}  (markdown)  CG195 "{{legal.operators.uz.stir}}" names no text or number of content/site.yaml`,
    ]);
  });

  test("a legal page without the date of its version is an error: it is never dated by the build", () => {
    const root = copyContent();
    const file = "content/legal/terms-of-service.md";
    editFile(root, file, (text) => text.replace('lastUpdated: "2026-11-27"\n', ""));
    expect(codegenIn(root).problems.map((problem) => `${problem.file} ${problem.path} ${problem.code}`)).toEqual([
      `${file} lastUpdated CG110`,
    ]);
  });
});
