// Build step that finishes each prerendered page for its first paint (decision 206): its stylesheets go
// inside the HTML, and its scripts, which the page does not need to show itself, load at low priority.
// Runs after `react-router build`, before precompression.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildDirectory } from "../codegen/public-env.ts";

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
    return `<style data-href="${href}">${css}</style>${link.replace("/>", " disabled=\"\"/>")}`;
  });
}

const MODULE_PRELOAD = /<link rel="modulepreload" href=/g;

/**
 * Marks the module preloads `fetchpriority="low"`. A prerendered page paints, and its links and forms
 * work, without JavaScript; hydration only adds to it. So on a slow connection the document, its images
 * and the logo should not share bandwidth with 120 KiB of scripts before the first paint. Like `disabled`
 * above, the attribute is not a prop React renders, and hydration matches links by rel and href.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" href=');
}

/** Every .html file under a folder (the prerendered pages of a client build). */
export function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

if (import.meta.main) {
  const client = join(process.cwd(), buildDirectory(process.env), "client");
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
  for (const page of pages) writeFileSync(page, lowerScriptPriority(inlineStylesheets(readFileSync(page, "utf8"), read)));
  console.log(`finish-pages: ${stylesheets.size} stylesheets inlined, module preloads at low priority, in ${pages.length} pages`);
}
