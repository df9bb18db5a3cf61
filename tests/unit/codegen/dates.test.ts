import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { formatProblem } from "../../../codegen/problems.ts";
import { codegenIn, codegenOutput, copyFixture, editFile } from "./fixture.ts";

/** The fixture has no translations: only the date warnings (CG132) matter here. */
const dateLines = (problems: Parameters<typeof formatProblem>[0][]) =>
  problems
    .filter((problem) => problem.code === "CG132")
    .map(formatProblem)
    .join("\n");

const today = new Date("2026-11-26T10:00:00Z");

describe("a statement bound to a date warns once the build date is past it", () => {
  test("a claim past its `until` warns at that date, and --strict refuses it", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) =>
      text.replace("  uptime: { value: 99.999%, label: Uptime SLA }", "  uptime: { value: 99.999%, label: Uptime SLA, until: 2025-12-31 }"),
    );
    const warned = codegenIn(root, { today });
    expect(warned.problems).toEqual([]);
    expect(dateLines(warned.warnings)).toMatchInlineSnapshot(`
      "content/site.yaml:33:55  claims.uptime.until  CG132 warning: the claim "uptime" was true until 2025-12-31; the build date is 2026-11-26
          hint: Rewrite the text so it is true today and move \`until\` to the last day it stays true (or remove \`until\` when the text no longer depends on a date)."
    `);
    expect(dateLines(codegenIn(root, { today, strict: true }).problems)).toMatchInlineSnapshot(`
      "content/site.yaml:33:55  claims.uptime.until  CG132 the claim "uptime" was true until 2025-12-31; the build date is 2026-11-26
          hint: Rewrite the text so it is true today and move \`until\` to the last day it stays true (or remove \`until\` when the text no longer depends on a date)."
    `);
  });

  test("a page section past its `until` warns at that date; on its last day it is still quiet", () => {
    const root = copyFixture();
    editFile(root, "content/pages/about.yaml", (text) => text.replace("    id: team\n", "    id: team\n    until: 2026-11-25\n"));
    expect(dateLines(codegenIn(root, { today: new Date("2026-11-25T23:59:00Z") }).warnings)).toBe("");
    expect(dateLines(codegenIn(root, { today }).warnings)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:9:12  sections.1.until  CG132 warning: the people section "team" was true until 2026-11-25; the build date is 2026-11-26
          hint: Rewrite the text so it is true today and move \`until\` to the last day it stays true (or remove \`until\` when the text no longer depends on a date)."
    `);
    expect(dateLines(codegenIn(root, { today, strict: true }).problems)).toContain("sections.1.until  CG132 the people section");
  });
});

describe("the copyright year follows the build date", () => {
  test("the footer shows the build's year in every language", () => {
    const root = copyFixture();
    const result = codegenIn(root, { today: new Date("2031-01-01T00:00:00Z") });
    expect(result.problems).toEqual([]);
    for (const file of ["site.ts", "sites/ru.ts", "sites/uz.ts"]) {
      expect(readFileSync(join(root, "generated", file), "utf8"), file).toContain('"copyright": "© 2031 Fixture"');
    }
  });

  test("a notice with a typed year and no {year} is refused at its place", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) => text.replace("copyright: © {year} Fixture", "copyright: © 2025 Fixture"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/site.yaml:27:14  footer.copyright  CG112 must contain {year}: the build puts its own year there
          hint: Change the value to what the message expects (type, allowed values, format)."
    `);
  });
});
