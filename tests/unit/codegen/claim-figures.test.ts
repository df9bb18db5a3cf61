import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { handTypedClaims } from "../../../codegen/checks/check-claim-figures.ts";
import { loadContent } from "../../../codegen/load.ts";
import { formatProblem, type Problem } from "../../../codegen/problems.ts";
import { codegenIn, codegenOutput, copyFixture, editFile } from "./fixture.ts";

const claimLines = (problems: readonly Problem[]) =>
  problems
    .filter((problem) => problem.code === "CG183")
    .map(formatProblem)
    .join("\n");

/** The fixture with the claims the site states: a figure, two prices sharing $0.12, and a plain 24/7. */
function fixtureWithClaims(): string {
  const root = copyFixture();
  editFile(root, "content/site.yaml", (text) =>
    text.replace(
      "  uptime: { value: 99.999%, label: Uptime SLA }\n",
      [
        "  uptime: { value: { number: 99.999, unit: percent }, label: Uptime SLA }",
        "  priceHourly: { value: $0.12–$0.24/hr, label: Cloud server price }",
        "  priceFrom: { value: $0.12/hr, label: Cloud servers from }",
        "  support: { value: 24/7, label: Local support }",
        "",
      ].join("\n"),
    ),
  );
  return root;
}

const describeAbout = (root: string, description: string) =>
  editFile(root, "content/pages/about.yaml", (text) => text.replace("description: About the fixture.", `description: ${description}`));

describe("a claim's figure typed by hand into a text is reported with the claim to use", () => {
  test("the shipped content quotes every claim it states", () => {
    const { content } = loadContent(join(import.meta.dirname, "../../.."));
    if (!content) throw new Error("the shipped content does not load");
    expect(handTypedClaims(content).map(formatProblem)).toEqual([]);
  });

  test("99.999% is the uptime; $0.12–$0.24 the hourly price, not the price from $0.12 inside it; a range's end may be a claim", () => {
    const root = fixtureWithClaims();
    describeAbout(root, "A 99.999% SLA, from $0.12 per hour, at $0.12 – $0.24 per hour, once $0.30–$0.12.");
    editFile(root, "content/legal/privacy.md", (text) => text.replace("See [about]", "Kept at 99.999 % uptime. See [about]"));
    const warned = codegenIn(root);
    expect(warned.problems).toEqual([]);
    expect(claimLines(warned.warnings)).toMatchInlineSnapshot(`
      "content/legal/privacy.md:12:9  (markdown)  CG183 warning: "99.999 %" is the claim uptime: write {{uptime}}
          hint: Quote the claim the message names as {{key}} (its value is written once, in content/site.yaml, and in each language's format); where the text means another figure, word it so it is not the claim's.
      content/pages/about.yaml:3:16  description  CG183 warning: "99.999%" is the claim uptime: write {{uptime}}
          hint: Quote the claim the message names as {{key}} (its value is written once, in content/site.yaml, and in each language's format); where the text means another figure, word it so it is not the claim's.
      content/pages/about.yaml:3:34  description  CG183 warning: "$0.12" is the claim priceFrom: write {{priceFrom}}
          hint: Quote the claim the message names as {{key}} (its value is written once, in content/site.yaml, and in each language's format); where the text means another figure, word it so it is not the claim's.
      content/pages/about.yaml:3:53  description  CG183 warning: "$0.12 – $0.24" is the claim priceHourly: write {{priceHourly}}
          hint: Quote the claim the message names as {{key}} (its value is written once, in content/site.yaml, and in each language's format); where the text means another figure, word it so it is not the claim's.
      content/pages/about.yaml:3:88  description  CG183 warning: "$0.12" is the claim priceFrom: write {{priceFrom}}
          hint: Quote the claim the message names as {{key}} (its value is written once, in content/site.yaml, and in each language's format); where the text means another figure, word it so it is not the claim's."
    `);
  });

  test("a longer number (199.999%, $0.125) and a plain integer (24/7) are no claim; the claim beside them is", () => {
    const root = fixtureWithClaims();
    describeAbout(root, "Not 199.999% or 99.9995%, nor $0.125 or $10.12, but 24/7 support and 99.999% uptime.");
    expect(claimLines(codegenIn(root).warnings)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:3:83  description  CG183 warning: "99.999%" is the claim uptime: write {{uptime}}
          hint: Quote the claim the message names as {{key}} (its value is written once, in content/site.yaml, and in each language's format); where the text means another figure, word it so it is not the claim's."
    `);
  });

  test("--strict makes a typed claim an error", () => {
    const root = fixtureWithClaims();
    describeAbout(root, "A 99.999% SLA.");
    const strict = codegenIn(root, { strict: true });
    expect(strict.written).toEqual([]);
    expect(claimLines(strict.problems)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:3:16  description  CG183 "99.999%" is the claim uptime: write {{uptime}}
          hint: Quote the claim the message names as {{key}} (its value is written once, in content/site.yaml, and in each language's format); where the text means another figure, word it so it is not the claim's."
    `);
  });
});

describe("the site text and a form quote a claim as a page does", () => {
  test("{{uptime}} in the default description becomes the figure; an unknown claim there is refused", () => {
    const root = fixtureWithClaims();
    editFile(root, "content/site.yaml", (text) =>
      text.replace("description: A fixture site for codegen tests.", "description: A fixture site with a {{uptime}} SLA."),
    );
    expect(codegenIn(root).problems).toEqual([]);
    expect(readFileSync(join(root, "generated/site.ts"), "utf8")).toContain('"description": "A fixture site with a 99.999% SLA."');

    editFile(root, "content/site.yaml", (text) => text.replace("{{uptime}} SLA", "{{uptimes}} SLA"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/site.yaml:11:16  defaults.description  CG130 unknown claim "{{uptimes}}"; claims in content/site.yaml: uptime, priceHourly, priceFrom, support
          hint: Use a key defined under \`claims\` in content/site.yaml, or add the claim there first."
    `);
  });

  test("{{uptime}} in a form's message becomes the figure, in its definition and its rules", () => {
    const root = fixtureWithClaims();
    cpSync(join(import.meta.dirname, "../../../content/forms/home-contact.yaml"), join(root, "content/forms/home-contact.yaml"));
    editFile(root, "content/forms/home-contact.yaml", (text) =>
      text.replaceAll("Please fill in all required fields", `"Our {{uptime}} SLA needs this field"`),
    );
    expect(codegenIn(root).problems).toEqual([]);
    const module = readFileSync(join(root, "generated/forms/home-contact.ts"), "utf8");
    expect(module).not.toContain("{{uptime}}");
    expect(module).toContain('"message": "Our 99.999% SLA needs this field"');
    expect(module).toContain('name: z.string({ error: "Our 99.999% SLA needs this field" })');
  });
});
