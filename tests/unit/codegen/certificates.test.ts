import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { formatProblem, type Problem } from "../../../codegen/problems.ts";
import { codegenIn, withCertificate } from "./fixture.ts";

const today = new Date("2026-11-26T10:00:00Z");

const linesOf = (code: string, problems: readonly Problem[]) =>
  problems
    .filter((problem) => problem.code === code)
    .map(formatProblem)
    .join("\n");

describe("a certificate states its facts, and the ones the company has not supplied are placeholders", () => {
  test("a certificate past its valid-until date warns at that date, and --strict refuses it", () => {
    const root = withCertificate({ number: "LIC-1", issuer: "The Fixture Authority", until: "2026-11-25", href: "/about" });
    const quietOnItsLastDay = codegenIn(root, { today: new Date("2026-11-25T23:59:00Z") });
    expect(quietOnItsLastDay.problems).toEqual([]);
    expect(linesOf("CG137", quietOnItsLastDay.warnings)).toBe("");
    expect(linesOf("CG137", codegenIn(root, { today }).warnings)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:22:16  sections.2.items.0.until  CG137 warning: "Licence for cloud services" was valid until 2026-11-25; the build date is 2026-11-26
          hint: Enter the renewed certificate or licence (its number, \`until\` and document), or remove it and the claims that point to it: an expired one proves nothing."
    `);
    expect(linesOf("CG137", codegenIn(root, { today, strict: true }).problems)).toContain("sections.2.items.0.until  CG137 ");
  });

  test("a fact written as PENDING warns at its place, --strict refuses it, and the page shows the words for it", () => {
    const root = withCertificate({
      number: "PENDING licence number",
      issuer: "PENDING issuing authority",
      until: "PENDING",
      href: "PENDING PDF of the licence",
    });
    const warned = codegenIn(root, { today });
    expect(warned.problems).toEqual([]);
    expect(linesOf("CG136", warned.warnings)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:19:17  sections.2.items.0.number  CG136 warning: "PENDING licence number" is a placeholder: the company has not supplied this fact yet, and visitors read that it is not published
          hint: Write the fact as the company's document states it (its number, issuer, scope, last valid day, the PDF or register link); until then visitors read that it is not published, and \`--strict\` refuses it.
      content/pages/about.yaml:20:17  sections.2.items.0.issuer  CG136 warning: "PENDING issuing authority" is a placeholder: the company has not supplied this fact yet, and visitors read that it is not published
          hint: Write the fact as the company's document states it (its number, issuer, scope, last valid day, the PDF or register link); until then visitors read that it is not published, and \`--strict\` refuses it.
      content/pages/about.yaml:22:16  sections.2.items.0.until  CG136 warning: "PENDING" is a placeholder: the company has not supplied this fact yet, and visitors read that it is not published
          hint: Write the fact as the company's document states it (its number, issuer, scope, last valid day, the PDF or register link); until then visitors read that it is not published, and \`--strict\` refuses it.
      content/pages/about.yaml:23:15  sections.2.items.0.href  CG136 warning: "PENDING PDF of the licence" is a placeholder: the company has not supplied this fact yet, and visitors read that it is not published
          hint: Write the fact as the company's document states it (its number, issuer, scope, last valid day, the PDF or register link); until then visitors read that it is not published, and \`--strict\` refuses it."
    `);
    expect(codegenIn(root, { today, strict: true }).problems.filter((problem) => problem.code === "CG136")).toHaveLength(4);
    const module = readFileSync(join(root, "generated/content/about.ts"), "utf8");
    expect(module).toContain('"pending": "Not yet published"');
  });
});
