/**
 * A page with a form does not load React Router's client at once (decision 307). The server puts the
 * framework's module script and its modulepreloads, as React Router renders them, into one inert
 * `<template data-framework>` where the module script stood; the page script (app/enhance/hydrate-on-demand.ts)
 * starts it when the form is needed. The hydration data (`window.__reactRouterContext` and the streamed
 * loader data) stays where it is: it is small, and React's streamed scripts expect it at parse time.
 */
export const FRAMEWORK_TEMPLATE = "template[data-framework]";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const BOOTSTRAP = /<script type="module" async="">[\s\S]*?<\/script>/;

/** The document with its framework held in the template; a document without React Router's client is unchanged. */
export function holdFramework(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  const template = `<template data-framework="">${preloads.join("")}${bootstrap[0]}</template>`;
  // A function, so that no "$" in the script's text is read as a replacement pattern.
  return html.replace(MODULE_PRELOAD, "").replace(BOOTSTRAP, () => template);
}

/**
 * Starts the framework held in the page's template: its modulepreloads go to `<head>` and a new module
 * script with the same text (so the CSP hash of the server's HTML admits it) replaces the template, so
 * the body holds exactly what React Router rendered there when React hydrates it. A script parsed into a
 * template never runs, even when moved; a created one does.
 */
export function startFramework(doc: Document): void {
  const template = doc.querySelector<HTMLTemplateElement>(FRAMEWORK_TEMPLATE);
  const inert = template?.content.querySelector("script");
  if (!template || !inert) return;
  for (const preload of template.content.querySelectorAll("link")) doc.head.append(doc.importNode(preload));
  const script = doc.createElement("script");
  for (const attribute of inert.attributes) script.setAttribute(attribute.name, attribute.value);
  script.textContent = inert.textContent;
  template.replaceWith(script);
}
