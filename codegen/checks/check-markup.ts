import type { Content } from "../load.ts";
import { perObject } from "../per-object.ts";
import type { Problem } from "../problems.ts";
import { findInTexts, type YamlSource } from "../yaml-source.ts";

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
 * An HTML tag typed into a text field would be shown as written, tag and all (React escapes it): safe, but
 * never what the author meant and visible to every visitor, so an error at the tag itself.
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

const HTML_TAGS = new RegExp(HTML_TAG.source, "gi");

/** One file's tags in texts, once per version of it in a session (codegen/per-object.ts). */
const tagsInTexts = perObject((source: YamlSource): Problem[] =>
  findInTexts(source.texts(), (text) => [...text.matchAll(HTML_TAGS)].map((match) => ({ index: match.index, text: match[0] }))).map(
    ({ path, line, col, found }) => ({
      file: source.file,
      line,
      col,
      path,
      code: "CG144",
      message: `"${found.text}" would show as text, not as HTML: visitors would read the tag itself; remove it`,
    }),
  ),
);
