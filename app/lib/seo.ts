import type { MetaDescriptor } from "react-router";
import type { PageFile } from "../../codegen/schema/index.ts";
import { site, siteUrl } from "../.generated/site.ts";

type PageSeo = Pick<PageFile, "title" | "description" | "keywords" | "image" | "robots" | "structuredData">;

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
}

/** Title, description, social cards, canonical link and JSON-LD for one page at one path. */
export function pageMeta(page: PageSeo, pathname: string): MetaDescriptor[] {
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
