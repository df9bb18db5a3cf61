import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { codegenIn, copyContent, copyFixture, editFile, headline, positionOf, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** What codegen prints for the copy, first lines only (the hints are the catalogue's). */
const output = (root: string) => codegenIn(root).problems.map(headline);

describe("a word content/glossary.yaml forbids is reported at its line and column, with the term to write", () => {
  // One codegen run over one copy with every mistake in it keeps the suite fast; each test reads its line.
  const lines: string[] = [];
  const at = { uzbek: "", russian: "", markdown: "", allowed: "", keyword: "" };
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
    at.keyword = place("content/pages/cloud-services.uz.yaml", "bulut xotira", 6);
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

  test("a word allowed in a phrase (operativ xotira) passes there, is caught beside it and in a search phrase", () => {
    expect(lines).toContain(
      `${at.allowed}  sections.1.items.2.body  CG180 "xotira" is not the glossary's term for "storage": write "saqlash tizimi, disk"`,
    );
    // Search phrases follow the glossary too: «облачные кредиты» promised a loan (language review, 1 Dec).
    expect(lines).toContain(
      `${at.keyword}  keywords.0  CG180 "xotira" is not the glossary's term for "storage": write "saqlash tizimi, disk"`,
    );
    expect(lines).toHaveLength(5);
  });
});

describe("the glossary catches each wording the 2026-11-27 review corrected, should it come back", () => {
  // The review's own wordings, put back into a copy of the corrected content; one run reads them all.
  const lines: string[] = [];
  const at: Record<string, string> = {};
  beforeAll(() => {
    const root = copyContent();
    const edits: [key: string, file: string, from: string, to: string, needle: string][] = [
      // N4: a claim is nominative («24 часа»); «в течение» needs the genitive.
      [
        "within",
        "content/pages/thank-you.ru.yaml",
        "не позднее чем через {{replyTime}}",
        "в течение {{replyTime}}",
        "в течение {{replyTime}}",
      ],
      // N5: «локальный» only in «локальное облако».
      ["local", "content/site.ru.yaml", "support: { label: Местная поддержка }", "support: { label: Локальная поддержка }", "Локальная"],
      // N6: "mehmondoʻstlik" is the virtue of being hospitable.
      ["hospitality", "content/site.uz.yaml", "label: HoReCa yechimlari }", "label: Mehmondoʻstlik yechimlari }", "Mehmondoʻstlik"],
      // N7: "ish yuki" is a person's amount of work.
      ["workload", "content/pages/cloud-services.uz.yaml", "Birinchi tizimingizni", "Birinchi ish yukingizni", "ish yukingizni"],
      // U4: one name for the uptime guarantee.
      [
        "availability",
        "content/pages/home.uz.yaml",
        "{{uptime}} uzluksiz ishlash kafolati (SLA),",
        "{{uptime}} uzluksizlik SLA,",
        "uzluksizlik",
      ],
    ];
    for (const [key, file, from, to, needle] of edits) {
      editFile(root, file, (text) => {
        expect(text, `${file} holds "${from}"`).toContain(from);
        return text.replace(from, to);
      });
      const { line, col } = positionOf(root, file, needle);
      at[key] = `${file}:${line}:${col}`;
    }
    lines.push(...output(root));
  });

  test.each([
    [
      "within",
      'sections.0.body  CG180 "в течение {{replyTime}}" is not the glossary\'s term for "within (a quoted time)": write "не позднее чем через {{…}}"',
    ],
    ["local", 'claims.support.label  CG180 "Локальная" is not the glossary\'s term for "local (support, team)": write "местный"'],
    [
      "hospitality",
      'navigation.items.0.children.1.label  CG180 "Mehmondoʻstlik" is not the glossary\'s term for "hospitality (industry)": write "mehmonxona va restoran biznesi (HoReCa)"',
    ],
    [
      "workload",
      'sections.2.title  CG180 "ish yukingizni" is not the glossary\'s term for "workload": write "tizim, ilova (by context); yuklama (load)"',
    ],
    ["availability", 'description  CG180 "uzluksizlik" is not the glossary\'s term for "availability": write "uzluksiz ishlash"'],
  ])("%s", (key, line) => {
    expect(lines).toContain(`${at[key]}  ${line}`);
  });

  test("and nothing else: «локальное облако» and «в течение {{legal.answerDays.kg}} дней» stay right", () => {
    expect(lines).toHaveLength(5);
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
      `${file}:5:19  terms.0.avoid.uz.0  CG112 must be words separated by single spaces, each optionally ending in * for any ending, or {{*}} for any quoted value (e.g. "mavjudlik*", "облачн* кредит*", "в течение {{*}}")`,
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
