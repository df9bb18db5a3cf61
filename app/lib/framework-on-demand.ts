/**
 * A page with a form does not load React Router's client at once (decision 307), and runs none of its
 * scripts while it parses (decision 316). The server puts the framework's module script and its
 * modulepreloads, as React Router renders them, into one inert `<template data-framework>` where the
 * module script stood, and wraps each of the framework's inline scripts (the hydration data, the data
 * streamed into it, the scroll restoration) in an inert `<template data-framework-script>` where it
 * stood. The page script (app/enhance/hydrate-on-demand.ts) starts it all when the form is needed.
 */
export const FRAMEWORK_TEMPLATE = "template[data-framework]";
const HELD_SCRIPT = "template[data-framework-script]";

/**
 * Marks React Router's scroll-restoration script (root.tsx passes it to `<ScrollRestoration>`). It is put
 * back unrun when the framework starts: it would scroll to a position saved for this history entry, which
 * the browser already restored natively at load (React Router hands scroll restoration back to the
 * browser when a page is left), and run then it would jump the page the visitor is already using.
 */
export const RESTORES_SCROLL = "data-restores-scroll";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const BOOTSTRAP = /<script type="module" async="">[\s\S]*?<\/script>/;
/** Inline classic scripts but the page script's loader; JSON-LD and the module script have a type. */
const FRAMEWORK_INLINE_SCRIPT = /<script(?![^>]*\b(?:src|type|data-page-script)=)[^>]*>[\s\S]*?<\/script>/g;

/** The document with its framework held in templates; a document without React Router's client is unchanged. */
export function holdFramework(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  const template = `<template data-framework="">${preloads.join("")}${bootstrap[0]}</template>`;
  // Functions, so that no "$" in a script's text is read as a replacement pattern.
  return html
    .replace(FRAMEWORK_INLINE_SCRIPT, (script) => `<template data-framework-script="">${script}</template>`)
    .replace(MODULE_PRELOAD, "")
    .replace(BOOTSTRAP, () => template);
}

/**
 * Starts the framework held in the page's templates. Each held inline script runs where it stood, in
 * document order (the hydration data, then what was streamed into it); the modulepreloads go to
 * `<head>`; a new module script with the same text replaces the framework's template. So the body holds
 * exactly what React Router rendered when React hydrates it, and the CSP hashes of the server's HTML
 * (server/csp.ts reads templates too) admit every script. A script moved out of a template runs when
 * inserted, as a created one does; one parsed from markup set as innerHTML never runs.
 */
export function startFramework(doc: Document): void {
  const template = doc.querySelector<HTMLTemplateElement>(FRAMEWORK_TEMPLATE);
  const inert = template?.content.querySelector("script");
  if (!template || !inert) return;
  for (const held of doc.querySelectorAll<HTMLTemplateElement>(HELD_SCRIPT)) {
    const script = held.content.querySelector("script");
    if (script?.hasAttribute(RESTORES_SCROLL)) held.replaceWith(...unrun(doc, held.innerHTML));
    else if (script) held.replaceWith(runnable(doc, script));
  }
  for (const preload of template.content.querySelectorAll("link")) doc.head.append(doc.importNode(preload));
  template.replaceWith(runnable(doc, inert));
}

/** A script that runs when inserted, with the attributes and text of one that never would. */
function runnable(doc: Document, inert: HTMLScriptElement): HTMLScriptElement {
  const script = doc.createElement("script");
  for (const attribute of inert.attributes) script.setAttribute(attribute.name, attribute.value);
  script.textContent = inert.textContent;
  return script;
}

/** The nodes of some markup as innerHTML parses them: its scripts are marked as already run, and never do. */
function unrun(doc: Document, markup: string): NodeListOf<ChildNode> {
  const parsed = doc.createElement("div");
  parsed.innerHTML = markup;
  return parsed.childNodes;
}
