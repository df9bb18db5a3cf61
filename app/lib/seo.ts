import type { MetaDescriptor } from "react-router";
import type { PageFile } from "../../codegen/schema/index.ts";
import { site, siteUrl } from "../.generated/site.ts";

type PageSeo = Pick<PageFile, "title" | "description" | "keywords" | "robots" | "structuredData">;

/** The share card every page gets, drawn at build time from its title (server/og-images.ts). */
export const shareImage = { width: 1200, height: 630, type: "image/png" } as const;

/** The path without trailing slashes (prerendering asks for "/about/", the browser for "/about"). */
const withoutTrailingSlash = (path: string) => (path === "/" ? "/" : path.replace(/\/+$/, ""));

export function absoluteUrl(path: string): string {
  return `${siteUrl}${withoutTrailingSlash(path)}`;
}

/** Where a page's share card lives in the client build: /og/index.png for /, /og/<path>.png otherwise. */
function shareImagePath(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  return `/og${path === "/" ? "/index" : path}.png`;
}

/**
 * Title, description, social cards, canonical link and JSON-LD for one page at one path. `aliasMeta`
 * gives the paths of a page that are tabs their own title and description (codegen emits it).
 */
export function pageMeta(
  content: PageSeo,
  pathname: string,
  aliasMeta: Readonly<Record<string, Pick<PageSeo, "title" | "description">>> = {},
): MetaDescriptor[] {
  const page = { ...content, ...aliasMeta[withoutTrailingSlash(pathname)] };
  const url = absoluteUrl(pathname);
  const image = absoluteUrl(shareImagePath(pathname));
  const keywords = page.keywords.length > 0 ? page.keywords : site.defaults.keywords;
  const descriptors: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { name: "robots", content: page.robots },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: shareImage.type },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: page.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.title },
    { tagName: "link", rel: "canonical", href: url },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: page.title,
        description: page.description,
        url,
        ...page.structuredData,
      },
    },
  ];
  if (keywords.length > 0) descriptors.push({ name: "keywords", content: keywords.join(", ") });
  return descriptors;
}
