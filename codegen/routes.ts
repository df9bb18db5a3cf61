import type { Content } from "./load.ts";
import { DEFAULT_LOCALE, englishPath, localePath, type Locale } from "#model/schema/locales.ts";
import { typeset } from "./typography.ts";

/** A URL the site answers, with where it comes from and which anchors it offers. */
export interface RouteEntry {
  /** Unique React Router route id. */
  id: string;
  path: string;
  kind: "page" | "legal";
  /** Id of the content file that renders this route (aliases share it). */
  contentId: string;
  file: string;
  title: string;
  description: string;
  anchors: ReadonlySet<string>;
  locale: Locale;
  /** The route's path in English, which names the page in every language. */
  englishPath: string;
}

/**
 * The routes of the content in one locale: English keeps its paths, another locale prefixes them
 * ("/ru/about"; its home is "/ru", which the browser sees as /ru/) and its route ids ("ru/about").
 */
export function routeEntries(content: Content, locale: Locale = DEFAULT_LOCALE): RouteEntry[] {
  if (locale === DEFAULT_LOCALE) return englishRouteEntries(content);
  return englishRouteEntries(content, locale).map((entry) => ({
    ...entry,
    id: `${locale}/${entry.id}`,
    path: localePath(entry.path, locale).replace(/(.)\/$/, "$1"),
    locale,
  }));
}

/** The routes at their English paths; `locale` is the language of the content's texts. */
function englishRouteEntries(content: Content, locale: Locale = DEFAULT_LOCALE): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const page of content.pages) {
    // A certificate's card carries its id too, so a claim can link to the very document (/compliance#iso-27001).
    const anchors = new Set(
      page.data.sections.flatMap((section) => [
        ...(section.id ? [section.id] : []),
        ...(section.type === "compliance" ? section.items.flatMap((item) => (item.id ? [item.id] : [])) : []),
      ]),
    );
    const paths = [page.data.path, ...page.data.aliases];
    paths.forEach((path, index) =>
      entries.push({
        id: index === 0 ? page.id : `${page.id}${path.replaceAll("/", "-")}`,
        path,
        kind: "page",
        contentId: page.id,
        file: page.source.file,
        ...(index === 0 ? { title: page.data.title, description: page.data.description } : aliasMeta(page.data, path, locale)),
        anchors,
        locale: DEFAULT_LOCALE,
        englishPath: path,
      }),
    );
  }
  for (const doc of content.legal) {
    entries.push({
      id: doc.id,
      path: doc.data.path,
      kind: "legal",
      contentId: doc.id,
      file: doc.source.file,
      title: doc.data.title,
      description: doc.data.description,
      anchors: new Set(doc.body.anchors),
      locale: DEFAULT_LOCALE,
      englishPath: doc.data.path,
    });
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * An alias that is a tab's own URL gets that tab's name in its title (and its text as description), so
 * search results and browser tabs tell /partners/idsnext/restaurants from /partners/idsnext/wellness.
 */
function aliasMeta(page: Content["pages"][number]["data"], path: string, locale: Locale): { title: string; description: string } {
  for (const section of page.sections) {
    if (section.type !== "tabs") continue;
    // A translated page's tabs link within its language ("/ru/…"); the alias is the English path.
    const tab = section.items.find((item) => englishPath(item.href.split("#")[0] ?? "") === path);
    // Set as the page's own texts are: in Russian the dash keeps to the tab's name.
    if (tab) return { title: typeset(`${tab.label} — ${page.title}`, locale), description: tab.body ?? page.description };
  }
  return { title: page.title, description: page.description };
}

/** Finds the route a path belongs to; ":param" segments of a route match any one segment. */
export function matchRoute(entries: readonly RouteEntry[], path: string): RouteEntry | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const exact = entries.find((entry) => entry.path === normalized);
  if (exact) return exact;
  const segments = normalized.split("/");
  return entries.find((entry) => {
    const pattern = entry.path.split("/");
    return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(":") || part === segments[index]);
  });
}
