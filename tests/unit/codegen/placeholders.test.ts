import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { placeholderValues } from "../../../codegen/checks/check-placeholders.ts";
import { loadContent } from "../../../codegen/load.ts";
import { codegenIn, codegenOutput, copyContent, copyFixture, editFile, headline, removeCopies } from "./fixture.ts";
import { formatProblem, type Problem } from "../../../codegen/problems.ts";

afterEach(removeCopies);

const placeholderLines = (problems: readonly Problem[]) =>
  problems
    .filter((problem) => problem.code === "CG133")
    .map(formatProblem)
    .join("\n");

describe("a placeholder address warns at its place and --strict refuses it", () => {
  test("the shipped content writes each address once, in site.yaml, so its placeholders warn there alone", () => {
    const { content } = loadContent(join(import.meta.dirname, "../../.."));
    if (!content) throw new Error("the shipped content does not load");
    const places = placeholderValues(content, { siteUrl: null, chat: null })
      .filter((problem) => problem.code === "CG133" || problem.code === "CG136")
      .map((problem) => `${problem.file} ${problem.path}`);
    expect(places).toEqual([
      "content/site.yaml url",
      "content/site.yaml contacts.email",
      "content/site.yaml contacts.sales",
      "content/site.yaml contacts.billing",
      "content/site.yaml contacts.partners",
      "content/site.yaml contacts.hospitality",
      "content/site.yaml contacts.status",
      "content/site.yaml contacts.docs",
      "content/site.yaml contacts.linkedin",
      "content/site.yaml contacts.telegram",
      // A Markdown link cannot name a contact yet (docs/decisions/372).
      // Facts only the company can give, marked PENDING (docs/decisions/387).
      "content/pages/compliance.yaml sections.1.items.0.number",
      "content/pages/compliance.yaml sections.1.items.0.issuer",
      "content/pages/compliance.yaml sections.1.items.0.until",
      "content/pages/compliance.yaml sections.1.items.0.href",
      "content/pages/compliance.yaml sections.1.items.1.number",
      "content/pages/compliance.yaml sections.1.items.1.issuer",
      "content/pages/compliance.yaml sections.1.items.1.until",
      "content/pages/compliance.yaml sections.1.items.1.href",
      "content/pages/compliance.yaml sections.1.items.2.number",
      "content/pages/compliance.yaml sections.1.items.2.issuer",
      "content/pages/compliance.yaml sections.1.items.2.until",
      "content/pages/compliance.yaml sections.1.items.2.href",
      "content/pages/compliance.yaml sections.1.items.3.number",
      "content/pages/compliance.yaml sections.1.items.3.issuer",
      "content/pages/compliance.yaml sections.1.items.3.until",
      "content/pages/compliance.yaml sections.1.items.3.href",
      "content/pages/compliance.yaml sections.1.items.4.number",
      "content/pages/compliance.yaml sections.1.items.4.issuer",
      "content/pages/compliance.yaml sections.1.items.4.until",
      "content/pages/compliance.yaml sections.1.items.4.href",
    ]);
  });

  test("an e-mail address on a reserved .example host", () => {
    const root = copyFixture();
    const warned = codegenIn(root);
    expect(warned.problems).toEqual([]);
    expect(placeholderLines(warned.warnings)).toMatchInlineSnapshot(`
      "content/site.yaml:2:6  url  CG133 warning: "https://fixture.example" is a placeholder: visitors would reach no one there
          hint: Write the real address once, under \`contacts\` in content/site.yaml; pages link to it as \`href: contacts.<name>\` or quote it as {{contacts.<name>}}.
      content/site.yaml:29:10  contacts.email  CG133 warning: "hello@fixture.example" is a placeholder: visitors would reach no one there
          hint: Write the real address once, under \`contacts\` in content/site.yaml; pages link to it as \`href: contacts.<name>\` or quote it as {{contacts.<name>}}."
    `);
    expect(placeholderLines(codegenIn(root, { strict: true }).problems)).toMatchInlineSnapshot(`
      "content/site.yaml:2:6  url  CG133 "https://fixture.example" is a placeholder: visitors would reach no one there
          hint: Write the real address once, under \`contacts\` in content/site.yaml; pages link to it as \`href: contacts.<name>\` or quote it as {{contacts.<name>}}.
      content/site.yaml:29:10  contacts.email  CG133 "hello@fixture.example" is a placeholder: visitors would reach no one there
          hint: Write the real address once, under \`contacts\` in content/site.yaml; pages link to it as \`href: contacts.<name>\` or quote it as {{contacts.<name>}}."
    `);
  });

  test("a social handle ending in -example, and the site's url unless PUBLIC_SITE_URL replaces it", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) =>
      text.replace("  address: Nowhere\n", "  address: Nowhere\n  linkedin: https://www.linkedin.com/company/fixture-example\n"),
    );
    expect(placeholderLines(codegenIn(root).warnings)).toMatchInlineSnapshot(`
      "content/site.yaml:2:6  url  CG133 warning: "https://fixture.example" is a placeholder: visitors would reach no one there
          hint: Write the real address once, under \`contacts\` in content/site.yaml; pages link to it as \`href: contacts.<name>\` or quote it as {{contacts.<name>}}.
      content/site.yaml:29:10  contacts.email  CG133 warning: "hello@fixture.example" is a placeholder: visitors would reach no one there
          hint: Write the real address once, under \`contacts\` in content/site.yaml; pages link to it as \`href: contacts.<name>\` or quote it as {{contacts.<name>}}.
      content/site.yaml:32:13  contacts.linkedin  CG133 warning: "https://www.linkedin.com/company/fixture-example" is a placeholder: visitors would reach no one there
          hint: Write the real address once, under \`contacts\` in content/site.yaml; pages link to it as \`href: contacts.<name>\` or quote it as {{contacts.<name>}}."
    `);
    expect(placeholderLines(codegenIn(root, { env: { PUBLIC_SITE_URL: "https://fixture.test" } }).warnings)).not.toContain("  url  ");
  });
});

describe("a link names a contact as `href: contacts.<name>`", () => {
  test("an address becomes mail, a number a call, a page a link in the reader's language", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) =>
      text.replace("  address: Nowhere\n", "  address: Nowhere\n  bookDemo: /about?interest=demo\n"),
    );
    editFile(root, "content/pages/home.yaml", (text) =>
      text.replace(
        "      - { label: About us, href: /about }\n",
        "      - { label: Write, href: contacts.email }\n      - { label: Call, href: contacts.phone }\n      - { label: Book, href: contacts.bookDemo }\n",
      ),
    );
    expect(codegenIn(root).problems).toEqual([]);
    const hrefs = (file: string) =>
      [...readFileSync(join(root, "generated/content", file), "utf8").matchAll(/"href": "([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs("home.ts")).toEqual(["mailto:hello@fixture.example", "tel:+15550100", "/about?interest=demo", "/about#team"]);
    expect(hrefs("ru/home.ts")).toContain("/ru/about?interest=demo");
  });

  test("an unknown contact, or the postal address, is refused at the link", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) => text.replace("href: /about }", "href: contacts.sales }"));
    editFile(root, "content/pages/about.yaml", (text) =>
      text.replace("    title: About\n", "    title: About\n    actions: [{ label: Visit, href: contacts.address }]\n"),
    );
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:7:37  sections.0.actions.0.href  CG131 unknown contact "contacts.address"; contacts to link to in content/site.yaml: email, phone
          hint: Use a field defined under \`contacts\` in content/site.yaml, e.g. {{contacts.email}}.
      content/pages/home.yaml:8:34  sections.0.actions.0.href  CG131 unknown contact "contacts.sales"; contacts to link to in content/site.yaml: email, phone
          hint: Use a field defined under \`contacts\` in content/site.yaml, e.g. {{contacts.email}}."
    `);
  });

  test("a contact that is a page of the site is link-checked like any link", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) =>
      text.replace("  address: Nowhere\n", "  address: Nowhere\n  bookDemo: /abuot?interest=demo\n"),
    );
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/site.yaml:32:13  contacts.bookDemo  CG140 broken link "/abuot?interest=demo": no page has the path "/abuot" (this link is in the navigation or footer, so it is broken on every page)
          hint: Point the link at a page that exists (its \`path\` or an alias), or create that page."
    `);
  });
});

describe("a placeholder legal detail warns at its place, --strict refuses it, and visitors never read it", () => {
  const legalLines = (problems: readonly Problem[]) =>
    problems
      .filter((problem) => problem.code === "CG135")
      .map(headline)
      .join("\n");

  test("a TIN of zeros, an Example address and an Example provider", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) =>
      text
        .replace('tin: "301234567"', 'tin: "000000000"')
        .replace("1 Fixture Avenue, Bishkek", "1 Example Avenue, Bishkek")
        .replace("chat: Chat One", "chat: Chat Provider Example"),
    );
    expect(legalLines(codegenIn(root).warnings)).toMatchInlineSnapshot(`
      "content/site.yaml:72:35  legal.operators.uz.tin  CG135 warning: "000000000" stands in for a registered detail: pages show "to be published" there until the real one is written
      content/site.yaml:73:65  legal.operators.kg.address  CG135 warning: "1 Example Avenue, Bishkek" stands in for a registered detail: pages show "to be published" there until the real one is written
      content/site.yaml:75:49  legal.processors.chat  CG135 warning: "Chat Provider Example" stands in for a registered detail: pages show "to be published" there until the real one is written"
    `);
    const strict = codegenIn(root, { strict: true }).problems;
    expect(legalLines(strict)).toMatchInlineSnapshot(`
      "content/site.yaml:72:35  legal.operators.uz.tin  CG135 "000000000" stands in for a registered detail: pages show "to be published" there until the real one is written
      content/site.yaml:73:65  legal.operators.kg.address  CG135 "1 Example Avenue, Bishkek" stands in for a registered detail: pages show "to be published" there until the real one is written
      content/site.yaml:75:49  legal.processors.chat  CG135 "Chat Provider Example" stands in for a registered detail: pages show "to be published" there until the real one is written"
    `);
    expect(strict.filter((problem) => problem.code === "CG135").map((problem) => problem.severity)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  test("the page shows the language's not-yet-published wording in place of each placeholder", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) => text.replace('tin: "301234567"', 'tin: "000000000"'));
    editFile(
      root,
      "content/legal/privacy.md",
      (text) => `${text.trimEnd()}\n\nOperator: {{legal.operators.uz.name}}, TIN: {{legal.operators.uz.tin}}.\n`,
    );
    expect(codegenIn(root).problems).toEqual([]);
    const module = readFileSync(join(root, "generated/content/privacy.ts"), "utf8");
    expect(module).toContain("Operator: Fixture LLC, TIN: to be published.");
    expect(module).not.toContain("000000000");
  });

  test("the shipped content's legal placeholders are the company's details alone, each warned at once", () => {
    const { content } = loadContent(join(import.meta.dirname, "../../.."));
    if (!content) throw new Error("the shipped content does not load");
    const places = placeholderValues(content, { siteUrl: null, chat: null })
      .filter((problem) => problem.code === "CG135")
      .map((problem) => problem.path);
    expect(places).toEqual([
      "legal.operators.uz.tin",
      "legal.operators.uz.address",
      "legal.operators.kg.tin",
      "legal.operators.kg.address",
      "legal.operators.kg.registryNumber",
      "legal.processors.chat",
      "legal.processors.crm",
      "legal.processedIn.chatData",
      "legal.processedIn.crmData",
    ]);
  });

  test("no legal page of any language shows a placeholder detail", () => {
    const root = copyContent();
    expect(codegenIn(root).problems).toEqual([]);
    for (const locale of ["", "ru/", "uz/"]) {
      for (const page of ["privacy-policy", "terms-of-service"]) {
        const module = readFileSync(join(root, "generated/content", `${locale}${page}.ts`), "utf8");
        expect(module, `${locale}${page}`).not.toMatch(/000000000|Example|Примерн|Namuna/);
      }
    }
  });
});
