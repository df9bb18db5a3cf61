import { isPlaceholderWarning } from "../../../codegen/checks/check-placeholders.ts";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { checkTranslations } from "../../../codegen/checks/check-translations.ts";
import { STORABLE_TEXT_MESSAGE } from "#model/storable-text.ts";
import { loadContent } from "../../../codegen/load.ts";
import { localizeContent } from "../../../codegen/localize.ts";
import { codegenIn, copyContent, editFile, headline, keptSession, positionOf, removeCopies } from "./fixture.ts";
import { formatProblem, type Problem } from "../../../codegen/problems.ts";

afterEach(removeCopies);

/**
 * The shipped content's placeholder addresses and facts warn in every run until real ones replace them
 * (tests/unit/codegen/placeholders.test.ts pins them); these tests look at everything else.
 */
const notPlaceholders = (problems: readonly Problem[]) => problems.filter((problem) => !isPlaceholderWarning(problem));

/** What codegen prints for the copy: problems, or (when there are none) the warnings. */
const output = (root: string, strict = false) => {
  const result = codegenIn(root, { strict, session: keptSession() });
  return notPlaceholders([...result.problems, ...result.warnings]).map(formatProblem);
};

describe("a translation is checked against its English file, each problem at its place in the translation", () => {
  test("the shipped content has every text translated: no warnings but its placeholders, and --strict finds nothing else", () => {
    const root = copyContent();
    // One session for both runs, as the dev server keeps one: the second reads and typesets nothing again.
    const session = keptSession();
    const result = codegenIn(root, { strict: true, session });
    expect(notPlaceholders(result.problems).map(formatProblem)).toEqual([]);
    expect(notPlaceholders(codegenIn(root, { session }).warnings).map(formatProblem)).toEqual([]);
  });

  interface BrokenTranslation {
    file: string;
    edit: (text: string) => string;
    /** Text at the start of the line the problem is reported on, and how far into it the node starts. */
    at: string;
    offset: number;
    expected: string;
  }
  const cases: Record<string, BrokenTranslation> = {
    "a Markdown link whose target differs from English is reported at the link, and its paragraph shows in English": {
      file: "content/legal/privacy-policy.ru.md",
      edit: (text) => text.replace("[страницей контактов](/contact)", "[страницей контактов](/kontakty)"),
      at: "[страницей контактов]",
      offset: 0,
      expected:
        '(markdown)  CG176 warning: translation outdated: link to "/kontakty"; the English paragraph links to "/contact"; English is shown',
    },
    "a legal translation without a section English has (added there) warns before the heading it belongs before": {
      file: "content/legal/privacy-policy.ru.md",
      edit: (text) => text.replace("## Защита и место хранения данных {#data-protection}\n\n", ""),
      at: "## Клиенты в Кыргызстане",
      offset: 0,
      expected:
        '(markdown)  CG177 warning: translation outdated: the English section "Data Protection" {#data-protection} is not in this translation before this heading; English is shown',
    },
    "a legal heading given another anchor is reported: its English anchor goes missing": {
      file: "content/legal/privacy-policy.uz.md",
      edit: (text) => text.replace("{#data-protection}", "{#data-security}"),
      at: "## Qirgʻizistondagi mijozlar",
      offset: 0,
      expected:
        '(markdown)  CG177 the English heading 7 of 13, "Data Protection" {#data-protection} (level 2) is missing before this heading',
    },
    "a legal heading at another level is reported at the heading": {
      file: "content/legal/terms-of-service.ru.md",
      edit: (text) => text.replace("## Языковые версии", "### Языковые версии"),
      at: "### Языковые версии",
      offset: 0,
      expected: '(markdown)  CG177 this heading is level 3; the English heading 8, "Language Versions", is level 2',
    },
    "a legal heading without an anchor of its own stands for no English heading": {
      file: "content/legal/terms-of-service.uz.md",
      edit: (text) => text.replace("## Aloqa {#contact}", "## Rekvizitlar\n\nMatn.\n\n## Aloqa {#contact}"),
      at: "## Rekvizitlar",
      offset: 0,
      expected:
        "(markdown)  CG177 this heading stands for no English heading; a section only this language has needs an {#anchor} of its own that the English document does not use",
    },
    "a legal translation that writes out a value the English quotes from site.yaml is reported at its paragraph": {
      file: "content/legal/privacy-policy.ru.md",
      edit: (text) => text.replace("в течение {{legal.answerDays.uz}} дней", "в течение 10 дней"),
      at: "Напишите на [{{contacts.email}}]",
      offset: 0,
      expected:
        '(markdown)  CG174 warning: translation outdated: the English placeholder "{{legal.answerDays.uz}}" is not in this paragraph; English is shown',
    },
    "an empty text is an error, not a silent English fallback": {
      file: "content/pages/about.uz.yaml",
      edit: (text) => text.replace(/^title: .*$/m, 'title: ""'),
      at: 'title: ""',
      offset: 7,
      expected: 'title  CG173 empty text; English: "About Silkway Cloud — Our Mission, Team and Regions"',
    },
    "a key English no longer has (a stale translation) is reported at the key": {
      file: "content/pages/about.ru.yaml",
      edit: (text) => text.replace("    eyebrow: О нас\n", "    eyebrow: О нас\n    subtitle: Старый подзаголовок\n"),
      at: "subtitle:",
      offset: 10,
      expected: 'sections.0.subtitle  CG171 "subtitle" is not in the English file; translatable here: type, eyebrow, title, lead',
    },
    "a translated key the English list does not have (renamed there) warns and names the keys it has": {
      file: "content/forms/contact.ru.yaml",
      edit: (text) => text.replace("  - name: companyName\n", "  - { name: telephone, label: Телефон }\n  - name: companyName\n"),
      at: "- { name: telephone",
      offset: 2,
      expected:
        "fields.3  CG171 warning: name: telephone is not in the English list (renamed or removed there), so this translation is not shown; keys there: name: firstName, name: email, name: phone, name: companyName, name: website, name: interest, name: subject, name: message",
    },
    "a key used twice in a translated list is reported at its second use": {
      file: "content/pages/about.ru.yaml",
      edit: (text) =>
        text.replace(
          "      - { id: iso-iec-20000-1,",
          "      - { id: iso-iec-27001, title: ISO/IEC 27001 }\n      - { id: iso-iec-20000-1,",
        ),
      at: "- { id: iso-iec-27001, title: ISO/IEC 27001 }",
      offset: 2,
      expected: "sections.5.items.1  CG172 id: iso-iec-27001 is used twice in this list (entries 1 and 2)",
    },
    "a translated entry without its key is reported at the entry": {
      file: "content/forms/contact.ru.yaml",
      edit: (text) => text.replace("  - name: companyName\n", "  - { label: Телефон }\n  - name: companyName\n"),
      at: "- { label: Телефон }",
      offset: 2,
      expected:
        "fields.3  CG172 this entry names no English entry: copy its key (name); keys here: name: firstName, name: email, name: phone, name: companyName, name: website, name: interest, name: subject, name: message",
    },
    "an English rule kind used twice in one field is reported at the second": {
      file: "content/forms/contact.yaml",
      edit: (text) =>
        text.replace(
          "Subject must be at least 5 characters }",
          "Subject must be at least 5 characters }\n      - { rule: required, message: Again }",
        ),
      at: "- { rule: required, message: Again }",
      offset: 2,
      expected:
        "fields.6.rules.2  CG179 rule: required also keys entry 1 of this list, so translations cannot tell them apart: keep one entry per rule",
    },
    "a figure that differs from English is reported at the text": {
      file: "content/pages/pricing.ru.yaml",
      edit: (text) => text.replace('hourly: "0,23–0,46 $/ч"', 'hourly: "0,23–0,45 $/ч"'),
      at: 'hourly: "0,23–0,45',
      offset: 8,
      expected:
        "sections.1.rows.1.hourly  CG175 warning: translation outdated: the English figure 0.46 is not in this text; English is shown",
    },
  };

  test.each(Object.entries(cases))("%s", (_, { file, edit, at, offset, expected }) => {
    const root = copyContent();
    editFile(root, file, edit);
    const place = positionOf(root, file, at);
    const lines = output(root);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.split("\n")[0]).toBe(`${file}:${place.line}:${place.col + offset}  ${expected}`);
  });

  test("a legal translation may add a section of its own: it passes, keeps every English anchor and adds its own", () => {
    const root = copyContent();
    editFile(root, "content/legal/privacy-policy.ru.md", (text) =>
      text.replace(
        "## Защита и место хранения данных {#data-protection}",
        "## Порядок направления обращений {#requests}\n\nОбращение подаётся в письменной форме.\n\n## Защита и место хранения данных {#data-protection}",
      ),
    );
    // Checked and localized as codegen does, without emitting the whole site.
    const { content, problems } = loadContent(root);
    expect(problems.map(formatProblem)).toEqual([]);
    const check = checkTranslations(content!);
    expect([...check.errors, ...check.warnings].map(formatProblem)).toEqual([]);
    const russian = localizeContent(content!, "ru").content.legal.find((doc) => doc.id === "privacy-policy");
    const ids = russian?.body.tree.children.flatMap((node) => (node.type === "heading" ? [node.data?.id] : []));
    expect(ids).toEqual([
      "privacy-policy",
      "operator",
      "definitions",
      "data-we-collect",
      "legal-basis",
      "processing-actions",
      "third-parties",
      "requests",
      "data-protection",
      "kyrgyzstan",
      "retention",
      "your-rights",
      "supervisory-authority",
      "language-versions",
      "changes",
    ]);
    expect(russian?.body.anchors).toContain("requests");
  });

  test("a missing translation file is a warning at the English file, the page shows English, and --strict makes it an error", () => {
    const root = copyContent();
    rmSync(join(root, "content/pages/about.uz.yaml"));
    const result = codegenIn(root);
    expect(result.problems).toEqual([]);
    expect(notPlaceholders(result.warnings).map(formatProblem)).toEqual([
      "content/pages/about.yaml:2:1  (file)  CG170 warning: no Uzbek translation (content/pages/about.uz.yaml): /uz/about shows the English text\n" +
        '    hint: Translate the text here (content/README.md, "Pages in three languages"); until then visitors read the English text in its place.',
    ]);
    expect(readFileSync(join(root, "generated/content/uz/about.ts"), "utf8")).toContain(
      "About Silkway Cloud — Our Mission, Team and Regions",
    );
    expect(
      notPlaceholders(codegenIn(root, { strict: true, session: keptSession() }).problems).map(
        (problem) => `${problem.file} ${problem.code}`,
      ),
    ).toEqual(["content/pages/about.yaml CG170"]);
  });

  test("a section left out is a warning at the list that lacks it, naming the English section, and the page shows it in English", () => {
    const root = copyContent();
    const file = "content/pages/about.ru.yaml";
    editFile(root, file, (text) =>
      text.replace(/ {2}- type: cards\n {4}id: mission\n(?: {4}.*\n|\s{6}.*\n)*?(?= {2}- type: timeline)/, ""),
    );
    const at = positionOf(root, file, "- type: hero");
    const content = loadContent(root).content!;
    const check = checkTranslations(content);
    expect(check.errors).toEqual([]);
    expect(check.warnings.map(headline)).toEqual([
      `${file}:${at.line}:${at.col}  sections  CG170 warning: no Russian text for the entry id: mission (entry 3 of 8 in English): English is shown`,
    ]);
    const about = localizeContent(content, "ru").content.pages.find((page) => page.id === "about");
    expect(about?.data.sections.find((section) => section.id === "mission")).toMatchObject({ title: "Mission and vision" });
  });

  test("a text left out falls back to English with a warning at the object that lacks it", () => {
    const root = copyContent();
    const file = "content/pages/about.ru.yaml";
    editFile(root, file, (text) => text.replace("    eyebrow: О нас\n", ""));
    const at = positionOf(root, file, "- type: hero");
    expect(
      notPlaceholders(codegenIn(root).warnings).map(
        (problem) => `${problem.file}:${problem.line}:${problem.col} ${problem.path} ${problem.code}`,
      ),
    ).toEqual([`${file}:${at.line}:${at.col + 2} sections.0.eyebrow CG170`]);
    expect(readFileSync(join(root, "generated/content/ru/about.ts"), "utf8")).toContain('"eyebrow": "About us"');
  });

  test("each kind of translation file gets an editor schema that offers its texts and none of the shared fields, and so does the glossary", () => {
    const root = copyContent();
    codegenIn(root);
    type Schema = {
      properties?: Record<string, Schema>;
      items?: Schema;
      anyOf?: Schema[];
      oneOf?: Schema[];
      additionalProperties?: Schema;
    };
    const schema = (kind: string) => JSON.parse(readFileSync(join(root, `generated/schema/${kind}-translation.json`), "utf8")) as Schema;
    const page = schema("page");
    expect(Object.keys(page.properties ?? {})).toEqual(["title", "description", "keywords", "sections"]);
    const hero = page.properties?.sections?.items?.anyOf?.[0];
    expect(Object.keys(hero?.properties ?? {})).toEqual(["type", "id", "eyebrow", "title", "lead", "actions", "trust", "image"]);
    // A picture's file and fallback are the English file's; its description is the translator's.
    expect(Object.keys(hero?.properties?.image?.properties ?? {})).toEqual(["alt"]);
    expect(Object.keys(hero?.properties?.actions?.items?.properties ?? {})).toEqual(["id", "label", "href"]);
    const field = schema("form").properties?.fields?.items;
    expect(field?.oneOf).toBeUndefined();
    expect(Object.keys(field?.anyOf?.[0]?.properties ?? {})).toEqual(["name", "label", "hint", "placeholder", "rules"]);
    const site = schema("site");
    expect(Object.keys(site.properties ?? {})).not.toContain("analytics");
    expect(Object.keys(site.properties?.claims?.additionalProperties?.properties ?? {})).toEqual(["value", "label"]);
    expect(Object.keys(site.properties?.labels?.properties ?? {})).toContain("lastUpdated");
    expect(Object.keys(schema("legal").properties ?? {})).toEqual(["title", "description", "keywords"]);
    // The glossary's modeline names the schema its editor completes with.
    const modeline = readFileSync(join(root, "content/glossary.yaml"), "utf8").match(/^# yaml-language-server: \$schema=(\S+)$/m)?.[1];
    const glossary = JSON.parse(readFileSync(join(root, "content", modeline ?? "(no modeline)"), "utf8")) as Schema;
    expect(Object.keys(glossary.properties?.terms?.items?.properties ?? {})).toEqual(["en", "ru", "uz", "avoid", "allow", "note"]);
  });

  test("a tab with its own URL has its translated tab name in its title, in its language's path", () => {
    const root = copyContent();
    codegenIn(root);
    const page = readFileSync(join(root, "generated/content/ru/data-management.ts"), "utf8");
    expect(page).toMatch(/"\/ru\/solutions\/data-management\/bi": \{\s*"title": "BI как услуга\u00a0— /);
  });

  test("an English form says what the JSON API says about unsupported characters; a Russian form says it in Russian", () => {
    const root = copyContent();
    expect(loadContent(root).content?.site.data.labels.unsupportedCharacters).toBe(STORABLE_TEXT_MESSAGE);
    codegenIn(root);
    const form = (path: string) => readFileSync(join(root, "generated/forms", path), "utf8");
    expect(form("contact.ts")).toContain(`const unsupportedCharacters = ${JSON.stringify(STORABLE_TEXT_MESSAGE)};`);
    expect(form("ru/contact.ts")).toMatch(/const unsupportedCharacters = "Удалите/);
    expect(form("ru/contact.ts")).toContain('locale: "ru"');
  });
});
