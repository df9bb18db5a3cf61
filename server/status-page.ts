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

type StatusSite = Pick<SiteFile, "name" | "locale" | "notFound" | "errorPages">;

/** What every status page is sent with: it is HTML without a script, and never cached. */
export const STATUS_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": contentSecurityPolicy([]),
};

/** The page for a status in the site's language: its title, the copy (or `message`), and a link home. */
export function statusPageHtml(site: StatusSite, status: number, message?: string): string {
  const copy = status === 404 ? { title: site.notFound.title, body: site.notFound.body ?? "" } : errorPageCopy(site.errorPages, status);
  return `<!DOCTYPE html><html lang="${LANGUAGE_TAGS[site.locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${copy.title} — ${site.name}`)}</title></head><body><main><p>${status}</p><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(message ?? copy.body)}</p><p><a href="${localePath("/", site.locale)}">${escapeHtml(site.notFound.homeLabel)}</a></p></main></body></html>`;
}

function statusResponse(
  site: StatusSite,
  status: number,
  options: { api?: boolean; headers?: Record<string, string>; message?: string },
): Response {
  if (options.api) {
    const title = status === 404 ? site.notFound.title : errorPageCopy(site.errorPages, status).title;
    return Response.json(
      { error: STATUS_CODES[status] ?? title },
      { status, headers: { "Cache-Control": "no-store", ...options.headers } },
    );
  }
  return new Response(statusPageHtml(site, status, options.message), { status, headers: { ...STATUS_PAGE_HEADERS, ...options.headers } });
}
