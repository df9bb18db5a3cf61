import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { isPlaceholderWarning } from "../../../codegen/checks/check-placeholders.ts";
import { checkTranslations } from "../../../codegen/checks/check-translations.ts";
import { loadContent } from "../../../codegen/load.ts";
import { type Problem } from "../../../codegen/problems.ts";
import type { LegalDocument, PageOf, SectionType } from "#model/schema/index.ts";
import { PageView, type SectionRenderers } from "../../../app/sections/PageView.tsx";
import { Table } from "../../../app/sections/Table.tsx";
import { codegenIn, copyContent, editFile, headline, keptSession, positionOf, removeCopies } from "./fixture.ts";
import type { CodegenResult } from "../../../codegen/run.ts";
import { renderPage } from "./render-page.tsx";
import { asRead } from "../../support/as-read.ts";

afterAll(removeCopies);

const shown = (problems: readonly Problem[]) => problems.filter((problem) => !isPlaceholderWarning(problem)).map(headline);

const OLD = "Data stays in Uzbekistan; free migration";
const NEW = "Data stays in Uzbekistan; migration billed separately";

/** `npm run translations -- accept …` in a content copy, as a translator runs it. */
function accept(root: string, ...files: string[]) {
  execFileSync(process.execPath, [join(import.meta.dirname, "../../../codegen/translations.ts"), "accept", ...files], {
    cwd: root,
    stdio: "pipe",
  });
}

describe("a change of English wording marks its translations outdated until they are updated and accepted", () => {
  let root = "";
  let result: CodegenResult;
  beforeAll(() => {
    root = copyContent();
    editFile(root, "content/pages/pricing.yaml", (text) => text.replace(`notes: ${OLD} }`, `notes: ${NEW} }`));
    result = codegenIn(root);
  });

  test("the shipped content is recorded in the lock: nothing warns about it", () => {
    const clean = codegenIn(copyContent(), { session: keptSession() });
    expect(shown(clean.warnings).filter((line) => / CG18[45] /.test(line))).toEqual([]);
  });

  test("codegen warns at each translated text with the old and the new English, and --strict refuses", () => {
    expect(shown(result.problems)).toEqual([]);
    const at = (file: string) => {
      const place = positionOf(root, file, "notes: ");
      return `${file}:${place.line}:${place.col + 7}`;
    };
    const message = `CG184 warning: translation outdated: the English changed from "${OLD}" to "${NEW}"; English is shown until this text is updated and accepted`;
    expect(shown(result.warnings)).toEqual([
      `${at("content/pages/pricing.ru.yaml")}  sections.1.rows.0.notes  ${message} (npm run translations -- accept content/pages/pricing.ru.yaml#sections.1.rows.0.notes)`,
      `${at("content/pages/pricing.uz.yaml")}  sections.1.rows.0.notes  ${message} (npm run translations -- accept content/pages/pricing.uz.yaml#sections.1.rows.0.notes)`,
    ]);
    const strict = codegenIn(root, { strict: true, session: keptSession() });
    expect(strict.problems.filter((problem) => !isPlaceholderWarning(problem)).map((problem) => `${problem.file} ${problem.code}`)).toEqual(
      ["content/pages/pricing.ru.yaml CG184", "content/pages/pricing.uz.yaml CG184"],
    );
  });

  test.each(["ru", "uz"] as const)("/%s/pricing shows the new English for exactly that cell, marked lang=en", async (locale) => {
    const renderers = { table: Table } as SectionRenderers<SectionType>;
    const html = await renderPage(root, locale, "pricing", (page: PageOf<SectionType>) => (
      <PageView page={{ ...page, sections: page.sections.filter((section) => section.type === "table") }} renderers={renderers} />
    ));
    expect(html).toMatch(new RegExp(`<td [^>]*lang="en"[^>]*>${NEW}</td>`));
    expect(html).not.toMatch(/бесплатная миграция|bepul migratsiya/);
    // The row's other cells stay translated.
    expect(html).toContain(locale === "ru" ? "Без ограничений" : "Cheklanmagan");
  });

  test("a translator's update, accepted, clears the warning; a text not accepted yet warns once per file", () => {
    editFile(root, "content/pages/pricing.ru.yaml", (text) =>
      text.replace("Данные остаются в Узбекистане; бесплатная миграция", "Данные остаются в Узбекистане; миграция оплачивается отдельно"),
    );
    accept(root, "content/pages/pricing.ru.yaml");
    const after = shown(codegenIn(root).warnings);
    expect(after.filter((line) => line.includes("pricing.ru.yaml"))).toEqual([]);
    expect(after.filter((line) => line.includes("pricing.uz.yaml"))).toHaveLength(1);

    // A translation the lock does not know (a new file, a lost lock) warns once, at its first text.
    editFile(root, "content/translations.lock.yaml", (text) =>
      text.replace("content/pages/pricing.ru.yaml:", "content/pages/gone.ru.yaml:"),
    );
    const title = positionOf(root, "content/pages/pricing.ru.yaml", "title: ");
    const warnings = shown(codegenIn(root).warnings).filter((line) => line.includes("pricing.ru.yaml"));
    // The count is every translated text the page holds, whatever it holds today.
    const once = `content/pages/pricing.ru.yaml:${title.line}:${title.col + 7}  title  CG185 warning: \\d+ translated texts are not in content/translations.lock.yaml \\(title, description, sections\\.0\\.eyebrow, …\\): once checked against the English, run npm run translations -- accept content/pages/pricing\\.ru\\.yaml`;
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`^${once}$`))]);
  });
});

describe("a translator's update of an outdated text shows, awaiting review, and is accepted text by text", () => {
  const UPDATED = "Данные остаются в Узбекистане; миграция оплачивается отдельно";
  const NOTES = "content/pages/pricing.ru.yaml#sections.1.rows.0.notes";
  let root = "";
  const lock = () => parse(readFileSync(join(root, "content/translations.lock.yaml"), "utf8")) as Record<string, Record<string, unknown>>;
  beforeAll(() => {
    root = copyContent();
    editFile(root, "content/pages/pricing.yaml", (text) =>
      text.replace(`notes: ${OLD} }`, `notes: ${NEW} }`).replace(/^title: .*$/m, "title: Cloud Prices Compared — Silkway Cloud"),
    );
    editFile(root, "content/pages/pricing.ru.yaml", (text) => text.replace("Данные остаются в Узбекистане; бесплатная миграция", UPDATED));
  });

  test("codegen says the updated text awaits review, the untouched one is outdated, and the page shows the update", async () => {
    const warnings = shown(codegenIn(root).warnings).filter((line) => line.includes("pricing.ru.yaml"));
    expect(warnings.map((line) => /^\S+ {2}(\S+) {2}(CG\d+) warning: ([^:]+)/.exec(line)?.slice(1))).toEqual([
      ["title", "CG184", "translation outdated"],
      ["sections.1.rows.0.notes", "CG186", "translation updated, awaiting review"],
    ]);
    expect(warnings[1]).toContain(`npm run translations -- accept ${NOTES}`);
    // The editor's review panel lists what CG186 warns of, from the same check.
    expect(checkTranslations(loadContent(root).content!).awaitingReview.filter(({ file }) => file.endsWith(".ru.yaml"))).toEqual([
      { file: "content/pages/pricing.ru.yaml", path: "sections.1.rows.0.notes", englishBefore: OLD, english: NEW, translation: UPDATED },
    ]);
    const html = await renderPage(root, "ru", "pricing", (page: PageOf<SectionType>) => (
      <PageView
        page={{ ...page, sections: page.sections.filter((section) => section.type === "table") }}
        renderers={{ table: Table } as SectionRenderers<SectionType>}
      />
    ));
    expect(asRead(html)).toContain(`${UPDATED}</td>`);
    expect(html).not.toContain(NEW);
  });

  test("accepting one text changes that text's lock entry and no other", () => {
    const before = lock();
    accept(root, NOTES);
    const after = lock();
    const file = "content/pages/pricing.ru.yaml";
    const key = "sections.id=comparison.rows.id=silkway-cloud.notes";
    expect(after[file]?.[key]).toEqual([NEW, UPDATED]);
    expect({ ...after, [file]: { ...after[file], [key]: undefined } }).toEqual({
      ...before,
      [file]: { ...before[file], [key]: undefined },
    });
    // The title nobody updated stays outdated, English shown, until it is updated and accepted itself.
    const left = shown(codegenIn(root).warnings).filter((line) => line.includes("pricing.ru.yaml"));
    expect(left.map((line) => line.split("  ").slice(1, 2)[0] + " " + /CG\d+/.exec(line)?.[0])).toEqual(["title CG184"]);
  });
});

/** A Markdown node's words, as the page shows them. */
const textOf = (node: object): string =>
  "value" in node && typeof node.value === "string"
    ? node.value
    : "children" in node && Array.isArray(node.children)
      ? node.children.map((child: object) => textOf(child)).join("")
      : "";

describe("a change of English wording in a legal page's Markdown marks that paragraph of its translations outdated", () => {
  const OLD_CLAUSE = "You may withdraw your consent at any time by writing to the address above.";
  const NEW_CLAUSE = "You may withdraw your consent at any time by writing to the address above or in the support chat.";
  const TRANSLATED = { ru: "Вы можете в любой момент отозвать согласие", uz: "Yuqoridagi manzilga yozib, roziligingizni" } as const;
  let root = "";
  let result: CodegenResult;
  beforeAll(() => {
    root = copyContent();
    editFile(root, "content/legal/privacy-policy.md", (text) => text.replace(OLD_CLAUSE, NEW_CLAUSE));
    result = codegenIn(root);
  });

  test("codegen warns at the translated paragraph with the old and the new English, and --strict refuses", () => {
    expect(shown(result.problems)).toEqual([]);
    const lines = shown(result.warnings).filter((line) => / CG184 /.test(line));
    expect(lines).toEqual(
      (["ru", "uz"] as const).map((locale) => {
        const file = `content/legal/privacy-policy.${locale}.md`;
        const { line, col } = positionOf(root, file, TRANSLATED[locale]);
        return expect.stringMatching(
          new RegExp(
            `^${file.replace(/\./g, "\\.")}:${line}:${col}  \\(markdown\\)  CG184 warning: translation outdated: the English changed from "${OLD_CLAUSE}.*" to "${NEW_CLAUSE}.*"; English is shown`,
          ),
        );
      }),
    );
    const strict = codegenIn(root, { strict: true, session: keptSession() });
    expect(strict.problems.filter((problem) => problem.code === "CG184").map((problem) => problem.file)).toEqual([
      "content/legal/privacy-policy.ru.md",
      "content/legal/privacy-policy.uz.md",
    ]);
  });

  test.each(["ru", "uz"] as const)(
    "/%s/privacy-policy shows the new English paragraph, marked lang=en, and keeps the others",
    async (locale) => {
      const { page } = (await import(join(root, `generated/content/${locale}/privacy-policy.ts`))) as { page: LegalDocument };
      const blocks = page.body.children.map((node) => ({ text: textOf(node), lang: node.data?.lang }));
      expect(blocks.filter((block) => block.lang === "en")).toEqual([{ text: expect.stringMatching(/^You may withdraw/), lang: "en" }]);
      expect(asRead(blocks.find((block) => block.lang === "en")!.text)).toContain(NEW_CLAUSE);
      expect(blocks.some((block) => block.text.includes(TRANSLATED[locale]))).toBe(false);
      // The paragraphs around it stay translated.
      expect(blocks.filter((block) => block.text.startsWith("You") || block.text.startsWith("We "))).toHaveLength(1);
    },
  );

  test("a translator's update, accepted, clears the warning", () => {
    editFile(root, "content/legal/privacy-policy.ru.md", (text) =>
      text.replace("написав по указанному выше адресу.", "написав по указанному выше адресу или в чат поддержки."),
    );
    accept(root, "content/legal/privacy-policy.ru.md");
    const after = shown(codegenIn(root).warnings).filter((line) => / CG18[45] /.test(line));
    expect(after.map((line) => line.split(":")[0])).toEqual(["content/legal/privacy-policy.uz.md"]);
  });
});
