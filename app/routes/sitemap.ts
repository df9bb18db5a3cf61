import { manifest } from "../.generated/manifest.ts";
import { absoluteUrl } from "../lib/seo.ts";

export function loader() {
  const urls = manifest
    .filter((route) => route.indexable)
    .map((route) => `  <url><loc>${absoluteUrl(route.path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
