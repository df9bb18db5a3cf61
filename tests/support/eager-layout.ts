/**
 * What the browser must style, lay out and shape before a page's first paint, and again when the brand
 * face replaces the fallback (decision 445): the elements and text of a prerendered page that no
 * `content-visibility: auto` block defers. Read from the built HTML, whose stylesheets are inlined.
 */
export interface EagerLayout {
  /** Elements in <body> outside every deferred block. */
  elements: number;
  /** Characters of visible text in <body> outside every deferred block (entities count as one). */
  characters: number;
  /** The blocks that are deferred. */
  deferredBlocks: number;
}

/** Elements that never have a closing tag in HTML. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements whose content is not laid out as text. */
const RAW = new Set(["script", "style", "template"]);
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;

/** The classes the page's inlined stylesheets give `content-visibility: auto`. */
function deferringClasses(html: string): Set<string> {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  const classes = [...css.matchAll(/\.([\w-]+)\{[^}]*content-visibility:auto/g)].map((match) => match[1]!);
  return new Set(classes);
}

export function eagerLayout(html: string): EagerLayout {
  const deferring = deferringClasses(html);
  const body = html.slice(html.indexOf("<body"), html.lastIndexOf("</body>"));
  /** One entry per open element: whether it (or an ancestor) is deferred, and whether it is raw text. */
  const stack: { name: string; deferred: boolean; raw: boolean }[] = [];
  const counts: EagerLayout = { elements: 0, characters: 0, deferredBlocks: 0 };
  let last = 0;
  for (const match of body.matchAll(TAG)) {
    const top = stack.at(-1);
    if (top?.raw && !(match[1] && match[2]!.toLowerCase() === top.name)) continue;
    if (!top?.deferred && !top?.raw) {
      const text = body
        .slice(last, match.index)
        .replace(/&[#\w]+;/g, "x")
        .replace(/\s+/g, " ")
        .trim();
      counts.characters += text.length;
    }
    last = match.index + match[0].length;
    const name = match[2]!.toLowerCase();
    if (match[1]) {
      const open = stack.map((entry) => entry.name).lastIndexOf(name);
      if (open >= 0) stack.length = open;
      continue;
    }
    const classes = /\sclass="([^"]*)"/.exec(match[3]!)?.[1]?.split(/\s+/) ?? [];
    const deferred = Boolean(top?.deferred);
    const defers = !deferred && classes.some((name) => deferring.has(name));
    if (defers) counts.deferredBlocks += 1;
    if (!deferred && !defers) counts.elements += 1;
    if (!VOID.has(name) && !match[4]) stack.push({ name, deferred: deferred || defers, raw: RAW.has(name) });
  }
  return counts;
}
