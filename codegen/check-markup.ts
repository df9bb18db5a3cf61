import type { Content } from "./load.ts";
import { perObject } from "./per-object.ts";
import type { Problem } from "./problems.ts";
import { problemAt, type FieldPath, type YamlSource } from "./yaml-source.ts";

/** An opening, closing or self-closing HTML tag, e.g. <script>, </b>, <br/>, <a href="…">. */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

/**
 * Raw HTML in a Markdown body is an error: the page never renders content as HTML (so content cannot
 * inject markup), and a block of HTML takes the rest of its paragraph with it. HTML comments stay allowed.
 */
export function rawHtmlInMarkdown(content: Content): Problem[] {
  return [...content.legal, ...content.translations].flatMap((doc) =>
    (doc.body?.html ?? []).map(({ html, block, line, col }): Problem => {
      const shown = HTML_TAG.exec(html)?.[0] ?? html.split("\n")[0]!.slice(0, 60);
      const lost = block ? ", and with it the text after it up to the next blank line" : "";
      return {
        file: doc.source.file,
        line,
        col,
        path: "(markdown html)",
        code: "CG143",
        message: `raw HTML "${shown}" is left out of the page${lost}`,
      };
    }),
  );
}

/**
 * An HTML tag typed into a text field is shown as written, tag and all (React escapes it), which is safe
 * but never what the author meant: a warning at its place.
 */
export function htmlInTexts(content: Content): Problem[] {
  const sources: YamlSource[] = [
    content.site.source,
    ...content.pages.map((page) => page.source),
    ...content.forms.map((form) => form.source),
    ...content.legal.map((doc) => doc.source),
    ...content.translations.map((translation) => translation.source),
  ];
  return sources.flatMap(tagsInTexts);
}

/** One file's tags in texts, once per version of it in a session (codegen/per-object.ts). */
const tagsInTexts = perObject((source: YamlSource): Problem[] => {
  const problems: Problem[] = [];
  walkTexts(source.value, [], (value, path) => {
    const tag = HTML_TAG.exec(value)?.[0];
    if (!tag) return;
    const problem = problemAt(source, path, "CG144", `"${tag}" is shown as text, not as HTML: visitors read the tag itself`);
    problems.push({ ...problem, severity: "warning" });
  });
  return problems;
});

function walkTexts(value: unknown, path: FieldPath, found: (text: string, path: FieldPath) => void): void {
  if (typeof value === "string") found(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => walkTexts(item, [...path, index], found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) walkTexts(child, [...path, key], found);
  }
}
