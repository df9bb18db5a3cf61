import type { Content } from "../load.ts";
import type { Problem } from "../problems.ts";
import { problemAt, type YamlSource } from "../yaml-source.ts";

/** How a reader compares two headings: letters alike whatever their case, spacing and punctuation. */
const asRead = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * A hero's eyebrow names where the page sits (Solutions, Customers) above a heading that says what it
 * is: an eyebrow that repeats its heading («Кейсы клиентов» over «Кейсы клиентов») reads as a stutter
 * (CG194). English pages and their translations alike, at the translated eyebrow's place.
 */
export function checkEyebrows(content: Content): Problem[] {
  const english = content.pages.flatMap((page) =>
    page.data.sections.flatMap((section, index) => (section.type === "hero" ? repeated(page.source, index, section) : [])),
  );
  // A translation is read as written: checkTranslations compares its shape with the English, so its
  // sections are not the typed model's until localized.
  const translated = content.translations
    .filter(({ kind }) => kind === "page")
    .flatMap(({ source }) => {
      const sections = (source.value as { sections?: unknown } | null)?.sections;
      return Array.isArray(sections)
        ? sections.flatMap((section: HeadingTexts | null, index) => repeated(source, index, section ?? {}))
        : [];
    });
  return [...english, ...translated];
}

interface HeadingTexts {
  eyebrow?: unknown;
  title?: unknown;
}

function repeated(source: YamlSource, index: number, { eyebrow, title }: HeadingTexts): Problem[] {
  if (typeof eyebrow !== "string" || typeof title !== "string" || asRead(eyebrow) !== asRead(title)) return [];
  return [problemAt(source, ["sections", index, "eyebrow"], "CG194", `eyebrow "${eyebrow}" repeats the heading below it`)];
}
