import type { MetaDescriptor } from "react-router";
import type { PageFile, SiteFile } from "#model/schema/index.ts";
import { DEFAULT_LOCALE, englishPath, LANGUAGE_TAGS, LOCALES, localeOfPath, localePath, OG_LOCALES } from "#model/schema/locales.ts";
import { siteUrl } from "#generated/site.ts";

type PageSeo = Pick<PageFile, "title" | "description" | "keywords" | "robots" | "structuredData"> & Partial<Pick<PageFile, "sections">>;

/** The share card every page gets, drawn at build time from its title (server/og-images.ts). */
export const shareImage = { width: 1200, height: 630, type: "image/png" } as const;

/** The path without trailing slashes (prerendering asks for "/about/", the browser for "/about"). */
const withoutTrailingSlash = (path: string) => (path === "/" ? "/" : path.replace(/\/+$/, ""));

/** A page's one address: no trailing slash, except a language's home, which is a folder ("/ru/"). */
function canonicalPath(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  return localePath(englishPath(path), localeOfPath(path));
}

export function absoluteUrl(path: string): string {
  return `${siteUrl}${canonicalPath(path)}`;
}

/** The same page in every language, for hreflang links and the sitemap; x-default is English. */
export function alternates(pathname: string): { hrefLang: string; href: string }[] {
  const page = englishPath(withoutTrailingSlash(pathname));
  return [
    ...LOCALES.map((locale) => ({ hrefLang: LANGUAGE_TAGS[locale], href: absoluteUrl(localePath(page, locale)) })),
    { hrefLang: "x-default", href: absoluteUrl(localePath(page, DEFAULT_LOCALE)) },
  ];
}

/**
 * A page with questions and answers is a schema.org FAQPage (a kind of WebPage): its questions, as the page
 * shows them, become what a search engine may show under its link.
 */
function questionsAndAnswers(sections: PageFile["sections"] = []) {
  const questions = sections.flatMap((section) => (section.type === "faq" ? section.items : []));
  if (questions.length === 0) return {};
  return {
    "@type": "FAQPage",
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/** Where a page's share card lives in the client build: /og/index.png for /, /og/<path>.png otherwise. */
function shareImagePath(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  return `/og${path === "/" ? "/index" : path}.png`;
}

/**
 * Title, description, social cards, canonical and language links and JSON-LD for one page at one path,
 * in the language of `site`. `aliasMeta` gives the paths of a page that are tabs their own title and
 * description (codegen emits it).
 */
export function pageMeta(
  content: PageSeo,
  site: Pick<SiteFile, "name" | "defaults" | "locale">,
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
    { property: "og:locale", content: OG_LOCALES[site.locale] },
    ...LOCALES.filter((locale) => locale !== site.locale).map((locale) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[locale],
    })),
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
    ...alternates(pathname).map((link) => ({ tagName: "link", rel: "alternate", hrefLang: link.hrefLang, href: link.href })),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: page.title,
        description: page.description,
        url,
        inLanguage: site.locale,
        ...questionsAndAnswers(page.sections),
        ...page.structuredData,
      },
    },
  ];
  if (keywords.length > 0) descriptors.push({ name: "keywords", content: keywords.join(", ") });
  return descriptors;
}
