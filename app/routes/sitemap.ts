import { manifest } from "#generated/manifest.ts";
import { absoluteUrl, alternates } from "../lib/seo.ts";
import { LOCALES, localePath } from "#model/schema/locales.ts";

/** Every indexable page in every language, each listing its other languages (Google's xhtml:link form). */
export function loader() {
  const urls = manifest
    .filter((route) => route.indexable)
    .flatMap((route) => {
      const links = alternates(route.path)
        .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${link.href}"/>`)
        .join("\n");
      return LOCALES.map((locale) => `  <url>\n    <loc>${absoluteUrl(localePath(route.path, locale))}</loc>\n${links}\n  </url>`);
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
