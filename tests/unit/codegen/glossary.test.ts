import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { formatProblem } from "../../../codegen/problems.ts";
import { runCodegen } from "../../../codegen/run.ts";
import { copyContent, copyFixture, editFile, positionOf, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** What codegen prints for the copy, first lines only (the hints are the catalogue's). */
const output = (root: string) => runCodegen(root).problems.map((problem) => formatProblem(problem).split("\n")[0] ?? "");

describe("a word content/glossary.yaml forbids is reported at its line and column, with the term to write", () => {
  // One codegen run over one copy with every mistake in it keeps the suite fast; each test reads its line.
  const lines: string[] = [];
  const at = { uzbek: "", russian: "", markdown: "", allowed: "" };
  beforeAll(() => {
    const root = copyContent();
    const edits: [file: string, edit: (text: string) => string][] = [
      [
        "content/pages/status.uz.yaml",
        (text) => text.replace("affected: Nosozlik taʼsir qilgan komponentlar", "affected: Taʼsirlangan komponentlar"),
      ],
      [
        "content/pages/startup-program.ru.yaml",
        (text) => text.replace("с бонусами на облачные ресурсы, менторством", "с облачными кредитами, менторством"),
      ],
      [
        "content/legal/privacy-policy.uz.md",
        (text) => `${text.trimEnd()}\n\nShu bilan birga, biz hamkorlikda\nishlash vositalarini taqdim etmaymiz.\n`,
      ],
      [
        "content/pages/cloud-services.uz.yaml",
        (text) =>
          text
            .replace('body: "NVMe disklar va', 'body: "Operativ xotira, NVMe xotira va')
            .replace(/^keywords: \[/m, "keywords: [bulut xotira narxi, "),
      ],
    ];
    for (const [file, edit] of edits) editFile(root, file, edit);
    const place = (file: string, needle: string, offset = 0) => {
      const { line, col } = positionOf(root, file, needle);
      return `${file}:${line}:${col + offset}`;
    };
    at.uzbek = place("content/pages/status.uz.yaml", "Taʼsirlangan komponentlar");
    at.russian = place("content/pages/startup-program.ru.yaml", "кредитами");
    at.markdown = place("content/legal/privacy-policy.uz.md", "hamkorlikda");
    at.allowed = place("content/pages/cloud-services.uz.yaml", "NVMe xotira", 5);
    lines.push(...output(root));
  });

  test("an Uzbek variant in a YAML text is reported at the word itself", () => {
    expect(lines).toContain(
      `${at.uzbek}  sections.1.fieldLabels.affected  CG180 "Taʼsirlangan" is not the glossary's term for "affected": write "nosozlik yuz bergan / nosozlik taʼsir qilgan"`,
    );
  });

  test("an inflected Russian form is caught by its stem, whole words in Cyrillic", () => {
    expect(lines).toContain(
      `${at.russian}  sections.0.lead  CG180 "кредитами" is not the glossary's term for "startup credits": write "бонусы (гранты) на облачные ресурсы"`,
    );
  });

  test("a phrase broken over two lines of a Markdown document is reported at its first word", () => {
    expect(lines).toContain(
      `${at.markdown}  (markdown)  CG180 "hamkorlikda ishlash" is not the glossary's term for "collaboration": write "birgalikda ishlash"`,
    );
  });

  test("a word allowed in a phrase (operativ xotira) passes there, is caught beside it, and search phrases are free", () => {
    expect(lines).toContain(
      `${at.allowed}  sections.1.items.2.body  CG180 "xotira" is not the glossary's term for "storage": write "saqlash tizimi, disk"`,
    );
    expect(lines).toHaveLength(4);
  });
});

describe("a mistake in the glossary itself is reported at content/glossary.yaml", () => {
  const file = "content/glossary.yaml";
  /** The small fixture site with a glossary of its own: these problems need no translation to show. */
  const siteWithGlossary = (glossary: string) => {
    const root = copyFixture();
    writeFileSync(join(root, file), glossary);
    return root;
  };

  test("a variant that is not plain words is refused at the variant, with the form it must take", () => {
    const root = siteWithGlossary(
      ["terms:", "  - en: availability", "    ru: доступность", "    uz: uzluksiz ishlash", '    avoid: { uz: ["mavjud.*"] }', ""].join(
        "\n",
      ),
    );
    expect(output(root)).toEqual([
      `${file}:5:19  terms.0.avoid.uz.0  CG112 must be words separated by single spaces, each optionally ending in * for any ending (e.g. "mavjudlik*", "облачн* кредит*")`,
    ]);
  });

  test("a term that forbids its own word, and a term defined twice, are reported once at the term", () => {
    const root = siteWithGlossary(
      [
        "terms:",
        "  - en: affected",
        "    ru: затронутый",
        "    uz: nosozlik taʼsir qilgan",
        '    avoid: { uz: ["taʼsir*"] }',
        "  - en: Affected",
        "    ru: затронутый",
        "    uz: nosozlik yuz bergan",
        "",
      ].join("\n"),
    );
    expect(output(root)).toEqual([
      `${file}:4:9  terms.0.uz  CG181 the Uzbek term "nosozlik taʼsir qilgan" contains "taʼsir", which this term's avoid list forbids`,
      `${file}:6:9  terms.1.en  CG181 "Affected" is already a term (terms.0); merge the two`,
    ]);
  });
});
