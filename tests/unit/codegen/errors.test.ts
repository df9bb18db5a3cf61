import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { problemCatalogue } from "../../../codegen/problem-codes.ts";
import { formatProblem } from "../../../codegen/problems.ts";
import { codegenIn, codegenOutput, codegenProblems, copyContent, copyFixture, editFile, positionOf, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** The error output is an author's user interface: each case pins its exact text and position. */
describe("codegen reports broken content at the exact node", () => {
  test("a missing required field points at the object that lacks it", () => {
    const root = copyFixture();
    editFile(root, "content/pages/about.yaml", (text) => text.replace("    title: Team\n", ""));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:7:5  sections.1.title  CG110 required field is missing (expected string)
          hint: Add the field here; your editor's autocompletion lists what this kind of file expects."
    `);
  });

  test("a value of the wrong type points at the value", () => {
    const root = copyFixture();
    editFile(root, "content/pages/about.yaml", (text) => text.replace("{ name: Ada, role: Engineer }", "{ name: Ada, role: [Engineer] }"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:11:28  sections.1.items.0.role  CG112 Invalid input: expected string, received array
          hint: Change the value to what the message expects (type, allowed values, format)."
    `);
  });

  test("an unknown section type names the types that exist", () => {
    const root = copyFixture();
    editFile(root, "content/pages/about.yaml", (text) => text.replace("type: people", "type: carousel"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:7:11  sections.1.type  CG113 unknown section type; expected one of: hero, stats, cards, list, timeline, people, cta, notice, form, prose, faq, steps, logos, table, tabs, last-updated, status, compliance
          hint: Use one of the types the message lists (section, field or rule types); content/README.md describes the section types."
    `);
  });

  test("an unknown field is reported by its own key", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) => text.replace("    title: Welcome\n", "    title: Welcome\n    subtitle: Oops\n"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/home.yaml:7:15  sections.0.subtitle  CG111 unknown field "subtitle"
          hint: Remove the field or correct its spelling; the schema does not know this name."
    `);
  });

  test("a broken internal link names the missing path", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) => text.replace("href: /about }", "href: /abuot }"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/home.yaml:8:34  sections.0.actions.0.href  CG140 broken link "/abuot": no page has the path "/abuot"
          hint: Point the link at a page that exists (its \`path\` or an alias), or create that page."
    `);
  });

  test("a link to a missing anchor names the target page", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) => text.replace("/about#team", "/about#crew"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/home.yaml:9:31  sections.0.actions.1.href  CG141 broken link "/about#crew": content/pages/about.yaml has no anchor "#crew"
          hint: Link to a section \`id\` (or Markdown heading anchor) that exists on the target page."
    `);
  });

  test("a broken link in the navigation says it breaks every page", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) => text.replace("{ label: About, href: /about }", "{ label: About, href: /company }"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/site.yaml:17:33  navigation.items.0.children.0.href  CG140 broken link "/company": no page has the path "/company" (this link is in the navigation or footer, so it is broken on every page)
          hint: Point the link at a page that exists (its \`path\` or an alias), or create that page."
    `);
  });

  test("a broken Markdown link is reported at its line in the .md file", () => {
    const root = copyFixture();
    editFile(root, "content/legal/privacy.md", (text) => text.replace("[home](/)", "[home](/start)"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/legal/privacy.md:12:25  (markdown link)  CG140 broken link "/start": no page has the path "/start"
          hint: Point the link at a page that exists (its \`path\` or an alias), or create that page."
    `);
  });

  test("a path used twice names the file that has it first", () => {
    const root = copyFixture();
    editFile(root, "content/pages/about.yaml", (text) => text.replace("path: /about", "path: /"));
    // The home page's links to /about break too; every problem is reported in the same run.
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/legal/privacy.md:12:5  (markdown link)  CG140 broken link "/about": no page has the path "/about" (broken on 3 pages: check the navigation or footer, or the page it points to)
          hint: Point the link at a page that exists (its \`path\` or an alias), or create that page.
      content/pages/home.yaml:1:7  path  CG120 path "/" is already used by content/pages/about.yaml
          hint: Give each page and alias its own path; rename or remove one of the two.
      content/pages/home.yaml:8:34  sections.0.actions.0.href  CG140 broken link "/about": no page has the path "/about" (broken on 3 pages: check the navigation or footer, or the page it points to)
          hint: Point the link at a page that exists (its \`path\` or an alias), or create that page.
      content/pages/home.yaml:9:31  sections.0.actions.1.href  CG140 broken link "/about#team": no page has the path "/about"
          hint: Point the link at a page that exists (its \`path\` or an alias), or create that page.
      content/site.yaml:17:33  navigation.items.0.children.0.href  CG140 broken link "/about": no page has the path "/about" (this link is in the navigation or footer, so it is broken on every page)
          hint: Point the link at a page that exists (its \`path\` or an alias), or create that page.
      content/site.yaml:19:36  navigation.cta.href  CG140 broken link "/about": no page has the path "/about" (this link is in the navigation or footer, so it is broken on every page)
          hint: Point the link at a page that exists (its \`path\` or an alias), or create that page."
    `);
  });

  // An indentation slip is one error at its place, without the errors that follow from it, in plain words.
  for (const [slip, line, column] of [
    ["   lead: Indented one space short\n", 4, "so move this line right by 1 space"],
    ["      lead: Indented two spaces too far\n", 7, "so move this line left by 2 spaces"],
  ] as const) {
    test(`a line starting in column ${line} under one in column 5 is told which way to move`, () => {
      const root = copyFixture();
      editFile(root, "content/pages/home.yaml", (text) => text.replace("    title: Welcome\n", `    title: Welcome\n${slip}`));
      expect(codegenOutput(root)).toBe(
        `content/pages/home.yaml:7:${line}  (file)  CG100 "lead:" starts in column ${line}, the line above in column 5: lines of one entry start in the same column, ${column}\n` +
          "    hint: Check indentation, quotes and brackets on this line: YAML is indentation-sensitive.",
      );
    });
  }

  test("a legal page's front matter is reported at its own line", () => {
    const root = copyFixture();
    editFile(root, "content/legal/privacy.md", (text) => text.replace('lastUpdated: "2026-11-26"', 'lastUpdated: "2026-02-30"'));
    const place = positionOf(root, "content/legal/privacy.md", "2026-02-30");
    expect(codegenProblems(root).map((problem) => `${problem.line}:${problem.col} ${problem.path}`)).toEqual([
      `${place.line}:${place.col - 1} lastUpdated`,
    ]);
  });

  test("a page title over its limit states the limit and its length", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) => text.replace(/^title: .*$/m, `title: ${"Cloud ".repeat(12).trim()}`));
    expect(codegenProblems(root).map((problem) => problem.message)).toEqual([
      "title is 71 characters; the limit is 70, so search results show it whole",
    ]);
  });

  test("a colon in unquoted text says to quote the text, in a block and inside { … }", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) => text.replace("    title: Welcome\n", "    title: Step 1: Welcome\n"));
    editFile(root, "content/pages/about.yaml", (text) =>
      text.replace("{ name: Ada, role: Engineer }", "{ name: Ada, role: Lead: Engineer }"),
    );
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:11:28  (file)  CG118 "Lead: Engineer" holds ": ", which YAML reads as the start of a field; write it in quotes
          hint: Put the whole text in double quotes ("Step 1: Plan"): after a colon and a space, YAML expects a new field.
      content/pages/home.yaml:6:12  (file)  CG118 "Step 1: Welcome" holds ": ", which YAML reads as the start of a field; write it in quotes
          hint: Put the whole text in double quotes ("Step 1: Plan"): after a colon and a space, YAML expects a new field."
    `);
  });

  test("a key written twice names the key and where it was first set", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) => text.replace("    title: Welcome\n", "    title: Welcome\n    title: Hello\n"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/home.yaml:7:5  (file)  CG117 "title" is set twice here; the first is on line 6
          hint: Keep one of the two: a mapping takes each key once, and which of the two an author meant cannot be guessed."
    `);
  });

  test("an unknown field close to a known one asks whether that one was meant", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) => text.replace("    title: Welcome\n", "    title: Welcome\n    eybrow: Hello\n"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/home.yaml:7:13  sections.0.eybrow  CG111 unknown field "eybrow": did you mean \`eyebrow\`?
          hint: Remove the field or correct its spelling; the schema does not know this name."
    `);
  });

  test("a value outside the allowed ones lists them", () => {
    const root = copyFixture();
    editFile(root, "content/pages/about.yaml", (text) =>
      text.replace(
        "  - type: people\n",
        "  - type: cards\n    title: Offers\n    columns: 5\n    items: [{ title: Compute }]\n  - type: people\n",
      ),
    );
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:9:14  sections.1.columns  CG112 columns accepts 2, 3 or 4, not 5
          hint: Change the value to what the message expects (type, allowed values, format)."
    `);
  });

  test("a comma in unquoted text inside { … } says to quote the text", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) =>
      text.replace("{ label: About us, href: /about }", "{ label: About us, our team, href: /about }"),
    );
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/home.yaml:8:28  sections.0.actions.0.our team  CG116 "our team" reads as a field because of the comma before it; write the text in quotes: label: "About us, our team"
          hint: Inside { … } a comma ends the value, and what follows reads as a new field: put the whole text in double quotes."
    `);
  });

  test("an unknown claim reference lists the claims that exist", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) => text.replace("claims: [uptime]", "claims: [uptime, speed]"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/home.yaml:10:22  sections.0.claims.1  CG130 unknown claim "speed"; claims in content/site.yaml: uptime
          hint: Use a key defined under \`claims\` in content/site.yaml, or add the claim there first."
    `);
  });

  test("problems in several files are all reported in one run", () => {
    const root = copyFixture();
    editFile(root, "content/pages/about.yaml", (text) => text.replace("type: people", "type: carousel"));
    editFile(root, "content/site.yaml", (text) => text.replace('themeColor: "#2563eb"', "themeColor: blue"));
    expect(codegenProblems(root).map((problem) => problem.code)).toEqual(["CG113", "CG112"]);
  });
});

describe("a slip in an English Markdown heading is reported once, at the English file", () => {
  const file = "content/legal/privacy-policy.md";

  /** Each problem codegen reports for the real content (translations included), with its hint. */
  const reported = (root: string) => codegenIn(root).problems.map(formatProblem).join("\n");

  test("a heading without a space after its # marks, which Markdown reads as text", () => {
    const root = copyContent();
    const { line } = positionOf(root, file, "## Data Protection");
    editFile(root, file, (text) => text.replace("## Data Protection", "##Data Protection"));
    expect(reported(root).replace(`${file}:${line}:`, `${file}:LINE:`)).toMatchInlineSnapshot(`
      "content/legal/privacy-policy.md:LINE:1  (markdown)  CG114 "##Data Protection {#data-protection}" is text, not a heading: Markdown needs a space after the # marks
          hint: Put a space between the # marks and the heading's text (\`## Data Protection\`); write \\# for a # that starts a line of text."
    `);
  });

  test("a heading anchor that is not a valid id", () => {
    const root = copyContent();
    const { line } = positionOf(root, file, "## Data Protection");
    editFile(root, file, (text) => text.replace("{#data-protection}", "{#Data-Protection}"));
    expect(reported(root).replace(`${file}:${line}:`, `${file}:LINE:`)).toMatchInlineSnapshot(`
      "content/legal/privacy-policy.md:LINE:1  (markdown)  CG115 the heading's anchor {#Data-Protection} is not a valid id
          hint: Write the anchor in lower-case letters, digits and hyphens, starting with a letter: {#data-protection}."
    `);
  });
});

describe("every problem carries a stable code with a hint", () => {
  test("content/README.md lists every code of the catalogue with its hint", () => {
    const readme = readFileSync(join(import.meta.dirname, "../../../content/README.md"), "utf8");
    for (const [code, { title, hint }] of Object.entries(problemCatalogue)) {
      expect(readme, code).toContain(`| \`${code}\` | ${title} | ${hint} |`);
    }
  });

  test.each(["README.md", "content/README.md"])("%s's example is what codegen prints for that mistake in the real content", (file) => {
    const readme = readFileSync(join(import.meta.dirname, "../../..", file), "utf8");
    const example = /^ {4}(content\/pages\/home\.yaml:.* CG140 broken link "\/infrastructre".*\n {8}hint: .*)$/m.exec(readme)?.[1];
    expect(example, `the CG140 example in ${file}`).toBeDefined();
    const root = copyContent();
    editFile(root, "content/pages/home.yaml", (text) => text.replace("href: /infrastructure,", "href: /infrastructre,"));
    expect(codegenIn(root).problems.map(formatProblem)).toEqual([example!.replace("\n        ", "\n    ")]);
  });

  test("a page showing a form that does not exist reports CG150", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) =>
      text.replace("claims: [uptime]", "claims: [uptime]\n  - type: form\n    form: newsletter"),
    );
    expect(codegenProblems(root).map((problem) => problem.code)).toEqual(["CG150"]);
  });
});
