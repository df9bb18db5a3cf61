import { afterEach, expect, test } from "vitest";
import { codegenIn, copyContent, editFile, headline, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

const shown = (root: string) => codegenIn(root).problems.map(headline).join("\n");

test("an eyebrow that repeats its heading stops codegen at the eyebrow, in English and in a translation, whatever its case or punctuation", () => {
  const root = copyContent();
  editFile(root, "content/pages/infrastructure.yaml", (text) =>
    text.replace("    eyebrow: Infrastructure\n", "    eyebrow: Our Infrastructure.\n"),
  );
  editFile(root, "content/pages/about.ru.yaml", (text) =>
    text.replace("    eyebrow: О нас\n", "    eyebrow: Строим облако, которого заслуживает Центральная Азия\n"),
  );
  // An eyebrow that only shares words with its heading says where the page sits: no report.
  editFile(root, "content/pages/pricing.yaml", (text) => text.replace("    eyebrow: Pricing\n", "    eyebrow: Pricing comparisons\n"));
  expect(shown(root)).toMatchInlineSnapshot(`
    "content/pages/about.ru.yaml:7:14  sections.0.eyebrow  CG194 eyebrow "Строим облако, которого заслуживает Центральная Азия" repeats the heading below it
    content/pages/infrastructure.yaml:8:14  sections.0.eyebrow  CG194 eyebrow "Our Infrastructure." repeats the heading below it"
  `);
});
