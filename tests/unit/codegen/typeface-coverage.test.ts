import { afterEach, expect, test } from "vitest";
import { codegenIn, copyContent, editFile, headline, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

// Warnings (placeholders the content still has) come apart from problems unless --strict: none show here.
const shown = (root: string) => codegenIn(root).problems.map(headline).join("\n");

test("a character the typeface file of its language lacks stops codegen at its line and column; what no page sets in it does not", () => {
  const root = copyContent();
  // English: an arrow and a Turkish letter; a search description and an author's note may hold anything.
  editFile(root, "content/pages/about.yaml", (text) =>
    text
      .replace("    eyebrow: About us\n", "    eyebrow: About us → Şirket\n")
      .replace("description: Since 2020", "description: Since 2020 →"),
  );
  editFile(root, "content/legal/privacy-policy.md", (text) =>
    text
      .replace("## Who Processes Your Data {#operator}\n", "## Who Processes Your Data {#operator}\n\nRead on ↓ and → there.\n")
      .replace("(review N14);", "(review N14 →);"),
  );
  // Russian: Cyrillic is in its file, the rouble sign is not. Uzbek: its file is the Latin one, so «№» is
  // missing; a Cyrillic letter there is reported once, as Cyrillic in Uzbek (CG192).
  editFile(root, "content/pages/about.ru.yaml", (text) => text.replace("    eyebrow: О нас\n", "    eyebrow: О нас, от 100 ₽\n"));
  editFile(root, "content/pages/about.uz.yaml", (text) =>
    text.replace("    eyebrow: Biz haqimizda\n", "    eyebrow: Biz haqimizda № 1, Марказий\n"),
  );
  expect(shown(root)).toMatchInlineSnapshot(`
    "content/legal/privacy-policy.md:15:9  (markdown)  CG193 "↓" (U+2193) is not in the typeface's file for English pages: visitors would see it in another font
    content/legal/privacy-policy.md:15:15  (markdown)  CG193 "→" (U+2192) is not in the typeface's file for English pages: visitors would see it in another font
    content/pages/about.ru.yaml:7:28  sections.0.eyebrow  CG193 "₽" (U+20BD) is not in the typeface's file for Russian pages: visitors would see it in another font
    content/pages/about.uz.yaml:7:14  sections.0.eyebrow  CG192 "Марказий" has Cyrillic letters; Uzbek text is in Latin script
    content/pages/about.uz.yaml:7:28  sections.0.eyebrow  CG193 "№" (U+2116) is not in the typeface's file for Uzbek pages: visitors would see it in another font
    content/pages/about.yaml:11:23  sections.0.eyebrow  CG193 "→" (U+2192) is not in the typeface's file for English pages: visitors would see it in another font
    content/pages/about.yaml:11:25  sections.0.eyebrow  CG193 "Ş" (U+015E) is not in the typeface's file for English pages: visitors would see it in another font"
  `);
});
