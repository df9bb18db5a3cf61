import { afterEach, describe, expect, test } from "vitest";
import { checkTranslations } from "../../../codegen/checks/check-translations.ts";
import { loadContent } from "../../../codegen/load.ts";
import { localizeContent } from "../../../codegen/localize.ts";
import { copyContent, editFile, headline, positionOf, removeCopies } from "./fixture.ts";
import { formatProblem } from "../../../codegen/problems.ts";

afterEach(removeCopies);

/** The content of a copy as Russian visitors get it, after the translation check found no error. */
function russian(root: string) {
  const { content, problems } = loadContent(root);
  expect(problems.map(formatProblem)).toEqual([]);
  expect(checkTranslations(content!).errors.map(formatProblem)).toEqual([]);
  const localized = localizeContent(content!, "ru");
  expect(localized.problems.map(formatProblem)).toEqual([]);
  return localized.content;
}

/** Swaps the two YAML blocks that start with the lines holding `first` and `second` (each block ends where the next begins). */
function swapBlocks(text: string, start: RegExp, first: string, second: string): string {
  const starts = [...text.matchAll(start)].map((match) => match.index);
  const blocks = starts.map((at, index) => text.slice(at, starts[index + 1] ?? text.length));
  const head = text.slice(0, starts[0]);
  const a = blocks.findIndex((block) => block.includes(first));
  const b = blocks.findIndex((block) => block.includes(second));
  expect([a, b].every((index) => index >= 0)).toBe(true);
  [blocks[a], blocks[b]] = [blocks[b]!, blocks[a]!];
  return head + blocks.join("");
}

/** Swaps two lines of a file, each found by a text only it holds. */
function swapLines(text: string, first: string, second: string): string {
  const lines = text.split("\n");
  const a = lines.findIndex((line) => line.includes(first));
  const b = lines.findIndex((line) => line.includes(second));
  expect([a, b].every((index) => index >= 0)).toBe(true);
  [lines[a], lines[b]] = [lines[b]!, lines[a]!];
  return lines.join("\n");
}

describe("a translation follows its English entry by key, whatever the English order", () => {
  test("swapping two fields in an English form keeps «Телефон» on the phone field and «Компания» on the company field", () => {
    const root = copyContent();
    const file = "content/forms/contact.yaml";
    editFile(root, file, (text) => swapBlocks(text, /^ {2}- name: /gm, "name: phone", "name: companyName"));
    const fields = russian(root).forms.find((form) => form.id === "contact")!.data.fields;
    expect(fields.map((field) => field.name).slice(2, 4)).toEqual(["companyName", "phone"]);
    expect(fields.find((field) => field.name === "phone")?.label).toBe("Телефон (необязательно)");
    expect(fields.find((field) => field.name === "companyName")?.label).toBe("Компания (необязательно)");
  });

  test("reordering two sections and two cards of an English page keeps each Russian text on its own section and card", () => {
    const before = russian(copyContent()).pages.find((page) => page.id === "about")!.data.sections;
    const root = copyContent();
    editFile(root, "content/pages/about.yaml", (text) =>
      swapLines(swapBlocks(text, /^ {2}- type: /gm, "id: mission", "id: regions"), "title: ISO/IEC 27001,", "title: ISO/IEC 20000-1,"),
    );
    const after = russian(root).pages.find((page) => page.id === "about")!.data.sections;
    const byId = (id: string) => before.find((section) => section.id === id)!;
    expect(after.map((section) => section.id)).toEqual(
      before.map((section) => (section.id === "mission" ? "regions" : section.id === "regions" ? "mission" : section.id)),
    );
    for (const section of after) {
      if (section.type === "cards" && section.id === "certifications") {
        const [first, second, ...rest] = (byId("certifications") as typeof section).items;
        expect(section.items).toEqual([second, first, ...rest]);
      } else {
        expect(section).toEqual(byId(section.id!));
      }
    }
  });
});

describe("an English list entry translations cannot find is an error at the English entry", () => {
  test("an English entry without a key, in a list whose entries hold shared data, is an error at the English entry", () => {
    const root = copyContent();
    const file = "content/pages/about.yaml";
    editFile(root, file, (text) => text.replace("id: our-vision, ", "").replace(/\{ id: (uzbekistan|kyrgyzstan|eu-and-us), /g, "{ "));
    const { content } = loadContent(root);
    const english = checkTranslations(content!)
      .errors.filter((problem) => problem.file === file)
      .map(headline);
    const at = (needle: string) => {
      const place = positionOf(root, file, needle);
      return `${file}:${place.line}:${place.col + 2}`;
    };
    const shared =
      '  CG179 "icon" is shared with the translations, which match this list by position: give each entry an `id` (translations copy it)';
    expect(english).toEqual([
      `${at("- { icon: globe, title: Our vision")}  sections.2.items.1  CG179 this entry has no key; translations match this list by id or claim or href or year: give it an \`id\``,
      `${at("- { icon: map, title: Uzbekistan")}  sections.6.items.0${shared}`,
      `${at("- { icon: map, title: Kyrgyzstan")}  sections.6.items.1${shared}`,
      `${at("- { icon: globe, title: EU & US")}  sections.6.items.2${shared}`,
    ]);
  });
});
