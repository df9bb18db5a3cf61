import { afterEach, describe, expect, test } from "vitest";
import { formatProblem } from "../../../codegen/problems.ts";
import { codegenProblems, copyContent, editFile, positionOf, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** The problems of one code, as `npm run codegen` prints them. */
function printed(root: string, code: string): string[] {
  return codegenProblems(root)
    .filter((problem) => problem.code === code)
    .map(formatProblem);
}

describe("a hero's illustration", () => {
  test("a misspelled illustration is an error at its place that names the one meant and lists the others", () => {
    const root = copyContent();
    editFile(root, "content/pages/pricing.yaml", (text) => text.replace("art: pricing", "art: prcing"));
    const { line, col } = positionOf(root, "content/pages/pricing.yaml", "prcing");
    const [problem, ...others] = printed(root, "CG200");
    expect(others).toEqual([]);
    expect(problem).toContain(
      `content/pages/pricing.yaml:${line}:${col}  sections.0.art  CG200 art "prcing" is not an illustration in app/public/art/: did you mean \`pricing\`? art accepts "cloud", "collaboration", "data",`,
    );
  });

  test("the same illustration heading pages of two families is refused, naming the family that has it", () => {
    const root = copyContent();
    editFile(root, "content/pages/startup-program.yaml", (text) => text.replace("art: startups", "art: pricing"));
    const { line, col } = positionOf(root, "content/pages/startup-program.yaml", "art: pricing");
    expect(printed(root, "CG201")).toEqual([
      `content/pages/startup-program.yaml:${line}:${col + "art: ".length}  sections.0.art  CG201 art "pricing" already heads the /pricing family (content/pages/pricing.yaml); this page is in the /startup-program family\n` +
        "    hint: Give this family an illustration of its own: a picture repeated on unrelated pages tells the visitor nothing.",
    ]);
  });

  test("pages of one family share their illustration, and the content as it is has no such problem", () => {
    const root = copyContent();
    // The four hospitality pages all show `hospitality`, the three partner pages `partners`, home and /about the map.
    expect(codegenProblems(root).filter((problem) => problem.code === "CG200" || problem.code === "CG201")).toEqual([]);
  });
});
