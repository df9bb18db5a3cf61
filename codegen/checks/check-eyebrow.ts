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
  return [
    ...content.pages.map((page) => page.source),
    ...content.translations.filter(({ kind }) => kind === "page").map(({ source }) => source),
  ].flatMap(repeatedEyebrows);
}

function repeatedEyebrows(source: YamlSource): Problem[] {
  const sections = (source.value as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: { eyebrow?: unknown; title?: unknown } | null, index) => {
    const { eyebrow, title } = section ?? {};
    if (typeof eyebrow !== "string" || typeof title !== "string" || asRead(eyebrow) !== asRead(title)) return [];
    return [problemAt(source, ["sections", index, "eyebrow"], "CG194", `eyebrow "${eyebrow}" repeats the heading below it`)];
  });
}
