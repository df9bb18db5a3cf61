// Build step: puts each prerendered page's stylesheets inside its HTML, so the first paint waits for no
// request after the document (decision 206), keeping only the rules the page can use (decision 502).
// Runs after `react-router build`, before precompression.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Root } from "postcss";
import { htmlFiles } from "../server/html-files.ts";
import { classesInHtml, classesInScripts, parseStylesheet, withoutUnusedRules } from "./unused-css.ts";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const INLINED_STYLE = /<style data-href="[^"]*">([\s\S]*?)<\/style>/g;

/**
 * Inserts every same-origin stylesheet as a <style> right where its <link> stood, so the cascade order is
 * unchanged, and marks the link `disabled` so it is neither fetched nor applied. The link itself must stay:
 * React hydrates <head> and matches the <link> that React Router renders by rel and href; `disabled` is
 * not a prop React renders there, so hydration keeps it, and stylesheets of routes reached later by
 * client-side navigation load as ordinary links. A rule is left out when it needs a class that neither
 * the page's HTML nor any of the client's scripts (`scriptClasses`) holds: no element can ever match it.
 */
export function inlineStylesheets(html: string, stylesheetOf: (href: string) => Root, scriptClasses: ReadonlySet<string>): string {
  const pageClasses = classesInHtml(html);
  const canHave = (className: string) => pageClasses.has(className) || scriptClasses.has(className);
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    // A "</style" inside the CSS would end the element early; vanilla-extract never emits one.
    const css = withoutUnusedRules(stylesheetOf(href), canHave).replaceAll("</style", "<\\/style");
    return `<style data-href="${href}">${css}</style>${link.replace("/>", ' disabled=""/>')}`;
  });
}

/** Inlines the stylesheets of every prerendered page in a release's client folder. */
export function inlineStylesheetsOfPages(client: string): void {
  // Each stylesheet parsed once, with its size, for every page that links it.
  const stylesheets = new Map<string, { root: Root; bytes: number }>();
  const stylesheet = (href: string) => {
    let parsed = stylesheets.get(href);
    if (parsed === undefined) {
      const css = readFileSync(join(client, href), "utf8");
      parsed = { root: parseStylesheet(css), bytes: css.length };
      stylesheets.set(href, parsed);
    }
    return parsed;
  };
  const scriptClasses = classesInScripts(join(client, "assets"));
  const pages = htmlFiles(client);
  let before = 0;
  let after = 0;
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    const inlined = inlineStylesheets(html, (href) => stylesheet(href).root, scriptClasses);
    for (const [, href] of html.matchAll(STYLESHEET_LINK)) before += stylesheet(href!).bytes;
    for (const [, css] of inlined.matchAll(INLINED_STYLE)) after += css!.length;
    writeFileSync(page, inlined);
  }
  const share = before > 0 ? Math.round((100 * after) / before) : 100;
  console.log(`inline-stylesheets: ${stylesheets.size} stylesheets into ${pages.length} pages, keeping ${share}% of their bytes`);
}
