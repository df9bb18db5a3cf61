import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { STORABLE_TEXT_MESSAGE } from "../../../codegen/emit-form.ts";
import { loadContent } from "../../../codegen/load.ts";
import { formatProblem } from "../../../codegen/problems.ts";
import { runCodegen } from "../../../codegen/run.ts";
import { copyContent, editFile, positionOf, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** What codegen prints for the copy: problems, or (when there are none) the warnings. */
const output = (root: string, strict = false) => {
  const result = runCodegen(root, { strict });
  return [...result.problems, ...result.warnings].map(formatProblem);
};

describe("a translation is checked against its English file, each problem at its place in the translation", () => {
  test("the shipped content has every text translated: no warnings, and --strict passes", () => {
    const root = copyContent();
    const result = runCodegen(root, { strict: true });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(runCodegen(root).warnings.map(formatProblem)).toEqual([]);
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
    "a missing section is reported where the translation's list lacks it, naming the English section": {
      file: "content/pages/about.ru.yaml",
      edit: (text) => text.replace(/ {2}- type: cards\n {4}id: mission\n(?: {4}.*\n|\s{6}.*\n)*?(?= {2}- type: timeline)/, ""),
      at: "- type: timeline",
      offset: 2,
      expected: 'sections.2  CG172 the cards section "mission" (entry 3 of 8 in English) is missing here',
    },
    "a Markdown link whose target changed is reported at the link": {
      file: "content/legal/privacy-policy.ru.md",
      edit: (text) => text.replace("[страницей контактов](/contact)", "[страницей контактов](/kontakty)"),
      at: "[страницей контактов]",
      offset: 0,
      expected: '(markdown)  CG176 link to "/kontakty"; the English link 2 goes to "/contact"',
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
    "a figure that differs from English is reported at the text": {
      file: "content/pages/home.ru.yaml",
      edit: (text) => text.replace("с SLA доступности 99,999 %", "с SLA доступности 99,99 %"),
      at: "description:",
      offset: 13,
      expected: "description  CG175 the English figure 99.999 is not in this text",
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

  test("a missing translation file is a warning at the English file, the page shows English, and --strict makes it an error", () => {
    const root = copyContent();
    rmSync(join(root, "content/pages/about.uz.yaml"));
    const result = runCodegen(root);
    expect(result.problems).toEqual([]);
    expect(result.warnings.map(formatProblem)).toEqual([
      "content/pages/about.yaml:2:1  (file)  CG170 warning: no Uzbek translation (content/pages/about.uz.yaml): /uz/about shows the English text\n" +
        '    hint: Translate the text here (content/README.md, "Pages in three languages"); until then visitors read the English text in its place.',
    ]);
    expect(readFileSync(join(root, "app/.generated/content/uz/about.ts"), "utf8")).toContain(
      "About Silkway Cloud — Our Mission, Team and Regions",
    );
    expect(runCodegen(root, { strict: true }).problems.map((problem) => `${problem.file} ${problem.code}`)).toEqual([
      "content/pages/about.yaml CG170",
    ]);
  });

  test("a text left out falls back to English with a warning at the object that lacks it", () => {
    const root = copyContent();
    const file = "content/pages/about.ru.yaml";
    editFile(root, file, (text) => text.replace("    eyebrow: О нас\n", ""));
    const at = positionOf(root, file, "- type: hero");
    expect(
      runCodegen(root).warnings.map((problem) => `${problem.file}:${problem.line}:${problem.col} ${problem.path} ${problem.code}`),
    ).toEqual([`${file}:${at.line}:${at.col + 2} sections.0.eyebrow CG170`]);
    expect(readFileSync(join(root, "app/.generated/content/ru/about.ts"), "utf8")).toContain('"eyebrow": "About us"');
  });

  test("each kind of translation file gets an editor schema that offers its texts and none of the shared fields", () => {
    const root = copyContent();
    runCodegen(root);
    type Schema = {
      properties?: Record<string, Schema>;
      items?: Schema;
      anyOf?: Schema[];
      oneOf?: Schema[];
      additionalProperties?: Schema;
    };
    const schema = (kind: string) =>
      JSON.parse(readFileSync(join(root, `app/.generated/schema/${kind}-translation.json`), "utf8")) as Schema;
    const page = schema("page");
    expect(Object.keys(page.properties ?? {})).toEqual(["title", "description", "keywords", "sections"]);
    const hero = page.properties?.sections?.items?.anyOf?.[0];
    expect(Object.keys(hero?.properties ?? {})).toEqual(["type", "id", "eyebrow", "title", "lead", "actions"]);
    expect(Object.keys(hero?.properties?.actions?.items?.properties ?? {})).toEqual(["label"]);
    const field = schema("form").properties?.fields?.items;
    expect(field?.oneOf).toBeUndefined();
    expect(Object.keys(field?.anyOf?.[0]?.properties ?? {})).toEqual(["label", "hint", "placeholder", "rules"]);
    const site = schema("site");
    expect(Object.keys(site.properties ?? {})).not.toContain("analytics");
    expect(Object.keys(site.properties?.claims?.additionalProperties?.properties ?? {})).toEqual(["value", "label"]);
    expect(Object.keys(site.properties?.labels?.properties ?? {})).toContain("lastUpdated");
    expect(Object.keys(schema("legal").properties ?? {})).toEqual(["title", "description", "keywords"]);
  });

  test("a tab with its own URL has its translated tab name in its title, in its language's path", () => {
    const root = copyContent();
    runCodegen(root);
    const route = readFileSync(join(root, "app/.generated/routes/ru/data-management.tsx"), "utf8");
    expect(route).toMatch(/"\/ru\/solutions\/data-management\/bi": \{\s*"title": "BI как услуга\u00a0— /);
  });

  test("an English form says what the JSON API says about unsupported characters; a Russian form says it in Russian", () => {
    const root = copyContent();
    expect(loadContent(root).content?.site.data.labels.unsupportedCharacters).toBe(STORABLE_TEXT_MESSAGE);
    runCodegen(root);
    const form = (path: string) => readFileSync(join(root, "app/.generated/forms", path), "utf8");
    expect(form("contact.ts")).toContain(`const unsupportedCharacters = ${JSON.stringify(STORABLE_TEXT_MESSAGE)};`);
    expect(form("ru/contact.ts")).toMatch(/const unsupportedCharacters = "Удалите/);
    expect(form("ru/contact.ts")).toContain('locale: "ru"');
  });
});
