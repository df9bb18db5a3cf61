import matter from "gray-matter";
import { parseMarkdown, type ParsedMarkdown } from "./markdown.ts";
import { parseYamlSource, type YamlSource } from "./yaml-source.ts";

/** A legal page's file split into its front matter (with true positions) and its parsed Markdown body. */
export function parseLegalFile(file: string, raw: string): { source: YamlSource; body: ParsedMarkdown } {
  // Passing options turns off gray-matter's cache, whose hits come back without the raw `matter` text.
  const parsed = matter(raw, { language: "yaml" });
  // gray-matter drops the front matter; count the lines before its text (the opening `---`; the text
  // gray-matter gives starts with that line's own line break) so positions point into the real file.
  const frontMatterLine = raw.slice(0, raw.indexOf(parsed.matter)).split("\n").length - 1;
  const bodyOffset = raw.slice(0, raw.length - parsed.content.length).split("\n").length - 1;
  return { source: parseYamlSource(file, parsed.matter, frontMatterLine), body: parseMarkdown(parsed.content, bodyOffset) };
}
