// Build step helper: drops from a page's inlined stylesheets the rules no element of that page can match
// (decision 502). Every page inlines the whole site's CSS, about 6.5 KB of its 13 KB compressed HTML;
// half of those rules style components the page does not have.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type Root } from "postcss";

/** A class name as vanilla-extract and our global styles write it in a selector. */
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_TOKEN = /-?[_a-zA-Z][\w-]*/g;

/**
 * The classes a selector cannot match without. What stands in brackets or parentheses is left out: a class
 * under `:not()` matches elements without it, one of `:is()`'s list is enough, and an attribute value is
 * not a class.
 */
export function requiredClasses(selector: string): string[] {
  let outside = selector;
  // Innermost groups first, so `:not(:is(.a, .b))` empties from the inside out.
  for (let previous = ""; previous !== outside;) {
    previous = outside;
    outside = outside.replace(/\([^()]*\)|\[[^[\]]*\]/g, "");
  }
  return [...outside.matchAll(CLASS_IN_SELECTOR)].map((match) => match[1]!);
}

/**
 * Every class a page's scripts could put on an element: each word of the client's scripts. Reading every
 * script, not only those a page loads first, keeps the styles of any island and any state (an error, an
 * open menu, a success panel) on every page that could show it; a class name is a word no other
 * identifier shares (a hash such as `_1ij7jfj0`).
 */
export function classesInScripts(clientAssets: string): Set<string> {
  const words = new Set<string>();
  for (const name of readdirSync(clientAssets)) {
    if (!name.endsWith(".js")) continue;
    for (const match of readFileSync(join(clientAssets, name), "utf8").matchAll(CLASS_TOKEN)) words.add(match[0]);
  }
  return words;
}

/** The classes written in a page's HTML. */
export function classesInHtml(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
}

/**
 * A stylesheet without the selectors that need a class no element can have, and without the rules and
 * conditional blocks that leave empty. Rules inside @keyframes and @font-face are not selectors and stay.
 */
export function withoutUnusedRules(stylesheet: Root, canHave: (className: string) => boolean): string {
  const root = stylesheet.clone();
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && (rule.parent as { name: string }).name.endsWith("keyframes")) return;
    const kept = rule.selectors.filter((selector) => requiredClasses(selector).every(canHave));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Innermost first: a @media emptied inside a @supports leaves the @supports to go on the next pass.
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walkAtRules((block) => {
      if (block.nodes === undefined || block.nodes.length > 0) return;
      block.remove();
      emptied = true;
    });
  }
  return root.toString();
}

export const parseStylesheet = (css: string): Root => postcss.parse(css);
