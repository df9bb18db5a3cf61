import { afterEach, describe, expect, test } from "vitest";
import { formatProblem } from "../../../codegen/problems.ts";
import { codegenIn, codegenOutput, copyContent, copyFixture, editFile, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** What used to ship broken without a word: each case pins the exact text and position codegen prints. */
describe("codegen stops what would break silently on the page", () => {
  test("an image path with no file under app/public is reported at the path", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) => text.replace("fallbacks: [/placeholder.svg]", "fallbacks: [/placeholder.png]"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/site.yaml:6:15  logo.fallbacks.0  CG142 image "/placeholder.png" not found: there is no app/public/placeholder.png
          hint: Put a picture under content/images/ and name it from content/ (images/partners/acme.svg); the logo and fallbacks are files under app/public/ named from / (/brand/logo.svg). Or correct the path."
    `);
  });

  test("an image from another site, which the Content-Security-Policy blocks, is reported", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) => text.replace("src: /logo-light.svg", "src: https://cdn.example/logo-light.svg"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/site.yaml:8:17  footerLogo.image.src  CG142 image "https://cdn.example/logo-light.svg" is not a file of the site: pages show only images under app/public/, named from / (e.g. /partners/acme.svg)
          hint: Put a picture under content/images/ and name it from content/ (images/partners/acme.svg); the logo and fallbacks are files under app/public/ named from / (/brand/logo.svg). Or correct the path."
    `);
  });

  test("a Markdown image with no file is reported at its line in the .md file", () => {
    const root = copyFixture();
    editFile(root, "content/legal/privacy.md", (text) => `${text}\n![Our data centre](/images/dc.jpg)\n`);
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/legal/privacy.md:14:1  (markdown image)  CG142 image "/images/dc.jpg" not found: there is no app/public/images/dc.jpg
          hint: Put a picture under content/images/ and name it from content/ (images/partners/acme.svg); the logo and fallbacks are files under app/public/ named from / (/brand/logo.svg). Or correct the path."
    `);
  });

  test("a block of raw HTML in Markdown, which took its paragraph off the page, is an error; a comment is not", () => {
    const root = copyFixture();
    editFile(root, "content/legal/privacy.md", (text) =>
      text.replace("See [about]", '<!-- reviewed by legal -->\n\n<div class="note">Important:</div> see [about]'),
    );
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/legal/privacy.md:14:1  (markdown html)  CG143 raw HTML "<div class="note">" is left out of the page, and with it the text after it up to the next blank line
          hint: Write it in Markdown (\`**bold**\`, \`[text](/path)\`, lists, headings): pages never show HTML. An HTML comment (\`<!-- … -->\`) stays allowed for notes."
    `);
  });

  test("inline raw HTML in Markdown is an error at its column", () => {
    const root = copyFixture();
    editFile(root, "content/legal/privacy.md", (text) => text.replace("and [home](/)", "and <b>home</b>"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/legal/privacy.md:12:25  (markdown html)  CG143 raw HTML "<b>" is left out of the page
          hint: Write it in Markdown (\`**bold**\`, \`[text](/path)\`, lists, headings): pages never show HTML. An HTML comment (\`<!-- … -->\`) stays allowed for notes.
      content/legal/privacy.md:12:32  (markdown html)  CG143 raw HTML "</b>" is left out of the page
          hint: Write it in Markdown (\`**bold**\`, \`[text](/path)\`, lists, headings): pages never show HTML. An HTML comment (\`<!-- … -->\`) stays allowed for notes."
    `);
  });

  test("an HTML tag in a text is an error at the tag itself, each tag of the text", () => {
    const root = copyFixture();
    editFile(root, "content/pages/about.yaml", (text) => text.replace("role: Engineer", 'role: "Lead <b>engineer</b><br>"'));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/about.yaml:11:34  sections.1.items.0.role  CG144 "<b>" would show as text, not as HTML: visitors would read the tag itself; remove it
          hint: Texts are shown exactly as written, so visitors would read the tag itself: remove it (a section's fields give the structure; a legal page's Markdown has **bold** and links).
      content/pages/about.yaml:11:45  sections.1.items.0.role  CG144 "</b>" would show as text, not as HTML: visitors would read the tag itself; remove it
          hint: Texts are shown exactly as written, so visitors would read the tag itself: remove it (a section's fields give the structure; a legal page's Markdown has **bold** and links).
      content/pages/about.yaml:11:49  sections.1.items.0.role  CG144 "<br>" would show as text, not as HTML: visitors would read the tag itself; remove it
          hint: Texts are shown exactly as written, so visitors would read the tag itself: remove it (a section's fields give the structure; a legal page's Markdown has **bold** and links)."
    `);
  });
});

describe("texts are held to what their place in the design holds", () => {
  test("a 300-character hero title states the limit and its length", () => {
    const root = copyFixture();
    editFile(root, "content/pages/home.yaml", (text) => text.replace("title: Welcome", `title: ${"Welcome ".repeat(38).trim()}`));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/pages/home.yaml:6:12  sections.0.title  CG112 a hero title holds at most 80 characters; this one has 303
          hint: Change the value to what the message expects (type, allowed values, format)."
    `);
  });

  test("a 55-character menu label states the limit and its length", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) =>
      text.replace("label: Company", `label: ${"Company and its many people, ".repeat(2).slice(0, 55)}`),
    );
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/site.yaml:14:5  navigation.items  CG112 the menu's labels and its button together hold at most 65 characters in one row at 1280 px; these have 73
          hint: Change the value to what the message expects (type, allowed values, format).
      content/site.yaml:15:14  navigation.items.0.label  CG112 a menu label holds at most 35 characters; this one has 55
          hint: Change the value to what the message expects (type, allowed values, format)."
    `);
  });

  test("a translation is held to the same limits, at its place in the translated file", () => {
    const root = copyContent();
    editFile(root, "content/pages/home.ru.yaml", (text) =>
      text.replace(/^( {4}title: )(.*)$/m, (_, key: string, title: string) => `${key}${title} ${title}`),
    );
    expect(codegenIn(root).problems.map(formatProblem)).toMatchInlineSnapshot(`
      [
        "content/pages/home.ru.yaml:9:12  sections.0.title  CG112 a hero title holds at most 80 characters; this one has 149
          hint: Change the value to what the message expects (type, allowed values, format).",
      ]
    `);
  });

  test("the menu's labels and button together must fit the header's row", () => {
    const root = copyFixture();
    editFile(root, "content/site.yaml", (text) =>
      text
        .replace("label: Company", "label: Company and all of its people")
        .replace("label: Privacy,", "label: Privacy and all of your data,"),
    );
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/site.yaml:14:5  navigation.items  CG112 the menu's labels and its button together hold at most 65 characters in one row at 1280 px; these have 68
          hint: Change the value to what the message expects (type, allowed values, format)."
    `);
  });
});
