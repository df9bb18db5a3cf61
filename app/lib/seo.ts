import type { MetaDescriptor } from "react-router";
import type { PageFile } from "../../codegen/schema/index.ts";
import { site, siteUrl } from "../.generated/site.ts";

type PageSeo = Pick<PageFile, "title" | "description" | "keywords" | "image" | "robots" | "structuredData">;

/** The path without trailing slashes (prerendering asks for "/about/", the browser for "/about"). */
const withoutTrailingSlash = (path: string) => (path === "/" ? "/" : path.replace(/\/+$/, ""));

export function absoluteUrl(path: string): string {
  return `${siteUrl}${withoutTrailingSlash(path)}`;
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
  const image = absoluteUrl(page.image ?? site.defaults.image ?? "/brand/og-default.svg");
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
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
