import type { Heading, Html, Image, Link, Nodes, Root, Text } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";

interface MarkdownLink {
  href: string;
  line: number;
  col: number;
}

export interface MarkdownHeading {
  depth: number;
  /** The heading's text without its `{#id}`, for messages. */
  text: string;
  id: string;
  /** Whether the id was written as `{#id}` rather than made from the text. */
  explicit: boolean;
  line: number;
  col: number;
}

/** A `{{key}}` token in the text or a link target, for checking and resolving it against site.yaml. */
interface MarkdownPlaceholder {
  key: string;
  line: number;
  col: number;
}

/** A top-level block's plain text and where it starts, for comparing a translation with English. */
interface MarkdownBlock {
  text: string;
  line: number;
  col: number;
}

/** A heading written so that Markdown does not read it as the author meant (CG114, CG115). */
interface HeadingSlip {
  code: "CG114" | "CG115";
  message: string;
  line: number;
  col: number;
}

/** Raw HTML written in the Markdown (HTML comments aside), which the page leaves out. */
interface MarkdownHtml {
  html: string;
  /** A block of HTML runs to the next blank line, so the text after the tag is left out with it. */
  block: boolean;
  line: number;
  col: number;
}

export interface ParsedMarkdown {
  /** mdast without source positions; headings carry their anchor in `data.id`. */
  tree: Root;
  anchors: string[];
  links: MarkdownLink[];
  /** Image sources, checked against the files under the public folder. */
  images: MarkdownLink[];
  html: MarkdownHtml[];
  headings: MarkdownHeading[];
  blocks: MarkdownBlock[];
  headingSlips: HeadingSlip[];
  /** The Markdown as written, and the lines of the file above it, to point at a word in it. */
  text: string;
  lineOffset: number;
  placeholders: MarkdownPlaceholder[];
}

/** Line and column in the file of the character at `index` of a body's text. */
export function markdownPosition(body: Pick<ParsedMarkdown, "text" | "lineOffset">): (index: number) => { line: number; col: number } {
  const lineStarts = [0, ...[...body.text.matchAll(/\n/g)].map((match) => match.index + 1)];
  return (index) => {
    const line = lineStarts.findLastIndex((start) => start <= index);
    return { line: line + 1 + body.lineOffset, col: index - lineStarts[line]! + 1 };
  };
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const explicitId = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;
/** What an author writes as an anchor, valid or not. */
const writtenId = /\{#[^}]*\}\s*$/;
/** A line Markdown reads as text although it was meant as a heading: no space after its # marks. */
const unspacedHeading = /^#{1,6}[^\s#\\]/;

/**
 * Parses a Markdown body once at build time so the browser never ships a Markdown parser.
 * A heading takes the id written as `{#id}` at its end, or else a slug of its text.
 * @param lineOffset lines of the file above the body (front matter), so links report true positions.
 */
export function parseMarkdown(body: string, lineOffset: number): ParsedMarkdown {
  const parsed = unified().use(remarkParse).parse(body);
  // A comment between blocks is an author's note (why a clause reads as it does, what counsel must
  // confirm): it never reaches a page or a module, and its figures are no text a translation must state.
  const tree = { ...parsed, children: parsed.children.filter((block) => !(block.type === "html" && block.value.startsWith("<!--"))) };
  const anchors: string[] = [];
  const links: MarkdownLink[] = [];
  const images: MarkdownLink[] = [];
  const html: MarkdownHtml[] = [];
  const headings: MarkdownHeading[] = [];
  const placeholders: MarkdownPlaceholder[] = [];
  const at = (node: Nodes) => ({ line: (node.position?.start.line ?? 1) + lineOffset, col: node.position?.start.column ?? 1 });
  const blocks: MarkdownBlock[] = tree.children.map((block) => ({ text: plainText(block), ...at(block) }));
  const lines = body.split("\n");
  const headingSlips: HeadingSlip[] = [];
  for (const block of tree.children) {
    const line = lines[(block.position?.start.line ?? 1) - 1] ?? "";
    if (block.type !== "paragraph" || !unspacedHeading.test(line)) continue;
    const text = line.trim();
    headingSlips.push({
      code: "CG114",
      message: `"${text}" is text, not a heading: Markdown needs a space after the # marks`,
      ...at(block),
    });
  }
  // HTML that is a container's child (not inside a paragraph's text) is a block of HTML.
  const blockHtml = new Set<Nodes>();
  visit(tree, (node) => {
    if (node.type === "root" || node.type === "listItem" || node.type === "blockquote") {
      for (const child of node.children) if (child.type === "html") blockHtml.add(child);
    }
  });

  visit(tree, (node) => {
    if (node.type === "heading") {
      const explicit = explicitId.test(plainText(node));
      const written = writtenId.exec(plainText(node))?.[0].trim();
      if (written && !explicit) {
        headingSlips.push({ code: "CG115", message: `the heading's anchor ${written} is not a valid id`, ...at(node) });
      }
      const id = assignHeadingId(node);
      anchors.push(id);
      headings.push({ depth: node.depth, text: plainText(node), id, explicit, ...at(node) });
    }
    if (node.type === "link") links.push({ href: (node as Link).url, ...at(node) });
    if (node.type === "image") images.push({ href: (node as Image).url, ...at(node) });
    // A comment is an author's note and is meant to stay unseen.
    if (node.type === "html" && !(node as Html).value.startsWith("<!--")) {
      html.push({ html: (node as Html).value, block: blockHtml.has(node), ...at(node) });
    }
    if (node.type === "text" || node.type === "link") {
      const value = node.type === "text" ? node.value : node.url;
      const start = at(node);
      for (const match of value.matchAll(PLACEHOLDER)) {
        // Within a text node the token's place is its offset; a link's target is reported at the link.
        const before = node.type === "text" ? value.slice(0, match.index).split("\n") : [""];
        const line = start.line + before.length - 1;
        const col = before.length > 1 ? before.at(-1)!.length + 1 : start.col + before[0]!.length;
        placeholders.push({ key: match[1]!, line, col });
      }
    }
    delete node.position;
  });

  return { tree, anchors, links, images, html, headings, blocks, headingSlips, text: body, lineOffset, placeholders };
}

function assignHeadingId(heading: Heading): string {
  const last = heading.children.at(-1);
  let id: string | undefined;
  if (last?.type === "text") {
    const match = explicitId.exec(last.value);
    if (match) {
      id = match[1]!;
      (last as Text).value = last.value.replace(explicitId, "");
    }
  }
  id ??= slugify(plainText(heading));
  heading.data = { ...heading.data, id };
  return id;
}

function plainText(node: Nodes): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) return node.children.map((child) => plainText(child)).join("");
  return "";
}

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function visit(node: Nodes, fn: (node: Nodes) => void): void {
  fn(node);
  if ("children" in node) for (const child of node.children) visit(child, fn);
}
