import { pointFigures } from "../../../../codegen/checks/check-typography.ts";
import { addressesIn, type Address, type Check } from "./sweep.ts";

// Spec: Russian and Uzbek pages read as written in their language (issue 25), over the prerendered HTML,
// which is the product: figures with a comma and dashes that never start a line in Russian, no English
// sentence, and stat tiles that never break inside a word in the widest fallback face a visitor may see.

/**
 * Words that only an English sentence has (articles, pronouns, prepositions, common verbs). Two Latin words
 * in a row with one of them, outside the names below, are English left on the page.
 */
const ENGLISH_WORDS = new Set(
  [
    "a an the this that these those it its our your we you they he she is are was were be been will would can",
    "could should have has had do does not no and or but of to in on at by for from with as about into than then",
    "please leave empty field send sent again reload other here there what which who when where why how all more",
  ].flatMap((line) => line.split(" ")),
);
/**
 * Brand and product names a Russian or Uzbek page writes in English, and "all-inclusive", a hotel tariff's
 * name Uzbek hoteliers use as is (the review's own fix keeps it as a gloss).
 */
const NAMES = ["AI in a Box", "VMware Cloud Verified", "Business Critical", "all-inclusive", "all inclusive"];

/**
 * The widest sans-serif a visitor's system-ui may fall back to: DejaVu Sans is Linux's default and as wide
 * as Verdana; Segoe UI (Windows), SF Pro (macOS), Roboto and Arial all set narrower.
 */
const WIDEST_FALLBACK = '"DejaVu Sans", Verdana, sans-serif';

interface PageText {
  /** Text nodes of the body, and alt, aria-label, placeholder and title attributes. */
  texts: string[];
  /** The title and the meta texts a search result or a share card shows. */
  meta: string[];
}

const translated = (address: Address) => address.entry !== undefined && address.locale !== "en";

/** What each Russian and Uzbek page says, read once: its body text, text attributes and head. */
export const localizedText: Check = {
  name: "localized text",
  at: (address) => (translated(address) ? [{ width: 360, height: 800 }] : []),
  async run({ page, address, where, findings }) {
    const { texts, meta } = await page.evaluate(readText);
    const pointFigureLines: string[] = [];
    const breakableDashes: string[] = [];
    const englishLines: string[] = [];
    for (const text of [...texts, ...meta]) {
      if (address.locale === "ru") {
        for (const figure of pointFigures(text)) pointFigureLines.push(`${figure} in "${text.trim()}"`);
        if (/[^\S\u00a0]—/u.test(text)) breakableDashes.push(`"${text.trim()}"`);
      }
      const english = englishIn(text);
      if (english) englishLines.push(`"${english}" in "${text.trim()}"`);
    }
    if (address.locale === "ru") {
      findings.add("figures with a decimal point on Russian pages", where, pointFigureLines);
      findings.add("a breakable space before an em dash on Russian pages", where, breakableDashes);
    }
    findings.add("English sentences", where, englishLines);
  },
};

/**
 * A page's tab addresses render its one module: its tiles are measured at its first address only, at the
 * narrowest phone the site supports and then desktops.
 */
const firstOfItsPage = (address: Address) =>
  addressesIn(address.locale).find((other) => other.entry?.contentId === address.entry?.contentId)?.path === address.path;

export const statTileWords: Check = {
  name: "stat tile words",
  at: (address) => (translated(address) && firstOfItsPage(address) ? [360, 1024, 1280, 1440].map((width) => ({ width, height: 800 })) : []),
  async run({ page, where, findings }) {
    findings.add(
      "words broken across lines in the stat tiles (widest fallback font)",
      where,
      await page.evaluate(brokenWords, WIDEST_FALLBACK),
    );
  },
};

/**
 * The first run of two or more words that reads as English, with the names taken out; undefined if none.
 * Uzbek words are Latin too, with ʻ and ʼ inside them ("toʻliq" is not "to"); an abbreviation (IT) is no word.
 */
function englishIn(text: string): string | undefined {
  const rest = NAMES.reduce((left, name) => left.replaceAll(name, " "), text);
  for (const run of rest.match(/[\p{L}\p{M}]+(?:[^\S\n]+[\p{L}\p{M}]+)+/gu) ?? []) {
    const words = run.split(/\s+/).filter((word) => word !== word.toUpperCase() || word.length === 1);
    if (words.length > 1 && words.some((word) => ENGLISH_WORDS.has(word.toLowerCase()))) return run;
  }
  return undefined;
}

/** Runs in the page: what it says, in its body text, its text attributes and its head. */
function readText(): PageText {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const value = walker.currentNode.nodeValue ?? "";
    if (value.trim() && !walker.currentNode.parentElement?.closest("script, style, template")) texts.push(value);
  }
  for (const attribute of ["alt", "aria-label", "placeholder", "title"]) {
    for (const element of document.body.querySelectorAll(`[${attribute}]`)) texts.push(element.getAttribute(attribute) ?? "");
  }
  const metaSelector = ["description", "keywords", "twitter:title", "twitter:description"].map((name) => `meta[name="${name}"]`);
  const ogSelector = ["og:title", "og:description", "og:image:alt"].map((property) => `meta[property="${property}"]`);
  const meta = [document.title];
  for (const element of document.head.querySelectorAll([...metaSelector, ...ogSelector].join(", "))) {
    meta.push(element.getAttribute("content") ?? "");
  }
  return { texts, meta };
}

/**
 * Runs in the page: every word of a figure (a run without a breakable space: "14 дней" joined by a
 * non-breaking space is one) that its lines split, measured with a Range over the word's characters, with
 * the figures set in `font` (through the CSSOM: the page's CSP admits no style element of a test's), then
 * set back.
 */
function brokenWords(font: string): string[] {
  const broken: string[] = [];
  const figures = [...document.querySelectorAll<HTMLElement>("[data-figure]")];
  const ownFonts = figures.map((figure) => figure.style.fontFamily);
  for (const figure of figures) figure.style.fontFamily = font;
  for (const figure of figures) {
    const nodes: { node: Text; start: number }[] = [];
    let text = "";
    const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      // A <wbr> is where the figure may wrap: a space to the words, though no character of the page.
      if (node instanceof HTMLElement) text += node.localName === "wbr" ? " " : "";
      else {
        nodes.push({ node: node as Text, start: text.length });
        text += node.nodeValue ?? "";
      }
    }
    const at = (offset: number, end: boolean) => {
      const holder = nodes.findLast(({ start, node }) => (end ? start < offset : start <= offset) && offset <= start + node.length)!;
      return [holder.node, offset - holder.start] as const;
    };
    // \S excludes the non-breaking space too: a word is a run of them joined by non-breaking spaces.
    for (const match of text.matchAll(/\S+(?:\u00a0\S+)*/gu)) {
      const word = match[0];
      const range = document.createRange();
      range.setStart(...at(match.index, false));
      range.setEnd(...at(match.index + word.length, true));
      const bottoms = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.bottom);
      // Pieces of one line share their bottom to within a pixel; a line below starts a line height lower.
      if (Math.max(...bottoms) - Math.min(...bottoms) > 2) broken.push(`"${word}" in "${text}"`);
    }
  }
  // The page as it was, for the checks after this one.
  figures.forEach((figure, index) => (figure.style.fontFamily = ownFonts[index]!));
  return broken;
}
