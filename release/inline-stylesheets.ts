// Build step: puts each prerendered page's stylesheets inside its HTML, so the first paint waits for no
// request after the document (decision 206). Runs after `react-router build`, before precompression.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFiles } from "../server/html-files.ts";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/**
 * Inserts every same-origin stylesheet as a <style> right where its <link> stood, so the cascade order is
 * unchanged, and marks the link `disabled` so it is neither fetched nor applied. The link itself must stay:
 * React hydrates <head> and matches the <link> that React Router renders by rel and href; `disabled` is
 * not a prop React renders there, so hydration keeps it, and stylesheets of routes reached later by
 * client-side navigation load as ordinary links.
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    // A "</style" inside the CSS would end the element early; vanilla-extract never emits one.
    const css = readStylesheet(href).replaceAll("</style", "<\\/style");
    return `<style data-href="${href}">${css}</style>${link.replace("/>", ' disabled=""/>')}`;
  });
}

/** Inlines the stylesheets of every prerendered page in a release's client folder. */
export function inlineStylesheetsOfPages(client: string): void {
  const stylesheets = new Map<string, string>();
  const read = (href: string) => {
    let css = stylesheets.get(href);
    if (css === undefined) {
      css = readFileSync(join(client, href), "utf8");
      stylesheets.set(href, css);
    }
    return css;
  };
  const pages = htmlFiles(client);
  for (const page of pages) writeFileSync(page, inlineStylesheets(readFileSync(page, "utf8"), read));
  console.log(`inline-stylesheets: ${stylesheets.size} stylesheets into ${pages.length} pages`);
}
