import { STATUS_CODES } from "node:http";
import { escapeHtml } from "#model/escape-html.ts";
import { errorPageCopy } from "#model/schema/error-pages.ts";
import type { SiteFile } from "#model/schema/site.ts";
import { LANGUAGE_TAGS, localePath } from "#model/schema/locales.ts";
import { contentSecurityPolicy } from "./csp.ts";

/**
 * A refusal decided before React Router runs (a method a path does not take, a malformed Host): a
 * small HTML page with the site's copy for the status for browsers, JSON for the API. It has no script,
 * names no internal route, and needs neither the store nor a render. `site` is the site text in the
 * language of the page the request was for.
 */
export function statusPages(site: Pick<SiteFile, "name" | "locale" | "notFound" | "errorPages">) {
  return (status: number, options: { api?: boolean; headers?: Record<string, string>; message?: string } = {}): Response =>
    statusResponse(site, status, options);
}

function statusResponse(
  site: Pick<SiteFile, "name" | "locale" | "notFound" | "errorPages">,
  status: number,
  options: { api?: boolean; headers?: Record<string, string>; message?: string },
): Response {
  const copy = status === 404 ? { title: site.notFound.title, body: site.notFound.body ?? "" } : errorPageCopy(site.errorPages, status);
  const message = options.message ?? copy.body;
  const headers = { "Cache-Control": "no-store", ...options.headers };
  if (options.api) return Response.json({ error: STATUS_CODES[status] ?? copy.title }, { status, headers });
  const html = `<!DOCTYPE html><html lang="${LANGUAGE_TAGS[site.locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${copy.title} — ${site.name}`)}</title></head><body><main><p>${status}</p><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(message)}</p><p><a href="${localePath("/", site.locale)}">${escapeHtml(site.notFound.homeLabel)}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": contentSecurityPolicy([]) },
  });
}
