import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { codegenOutput, copyContent, editFile, positionOf, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

const SLA = "content/pages/sla-terms.yaml";

describe("a contractual page carries the date its version took effect, never the visitor's today", () => {
  test("the SLA terms are dated in content", () => {
    const root = copyContent();
    expect(codegenOutput(root)).toBe("");
    const generated = readFileSync(join(root, "generated/content/sla-terms.ts"), "utf8");
    expect(generated).toContain('"type": "last-updated"');
    expect(generated).toMatch(/"value": "2026-11-26"/);
    expect(readFileSync(join(root, "generated/content/uz/sla-terms.ts"), "utf8")).toMatch(/"value": "2026-11-26"/);
  });

  test('"today" is refused at its place, with a code and a hint of its own', () => {
    const root = copyContent();
    editFile(root, SLA, (text) => text.replace("value: 2026-11-26", "value: today"));
    const { line, col } = positionOf(root, SLA, "value: today");
    expect(codegenOutput(root)).toBe(
      `${SLA}:${line}:${col + "value: ".length}  sections.1.value  CG134 "today" is not the date this version took effect: write it as YYYY-MM-DD\n` +
        '    hint: Write the date this version of the terms took effect (`value: 2026-11-26`) and change it only with the text: "today" would give a contract a new version every day.',
    );
  });

  test("a section without a date is refused too", () => {
    const root = copyContent();
    editFile(root, SLA, (text) => text.replace("    value: 2026-11-26\n", ""));
    expect(codegenOutput(root)).toMatch(new RegExp(`^${SLA}:\\d+:\\d+  sections\\.1\\.value  CG110 required field is missing`));
  });
});
