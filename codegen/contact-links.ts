import type { Content, Loaded } from "./load.ts";
import { perObjectWith } from "./per-object.ts";
import type { Problem } from "./problems.ts";
import type { SiteFile } from "#model/schema/index.ts";
import { DEFAULT_LOCALE, localePath, type Locale } from "#model/schema/locales.ts";
import { problemAt, type FieldPath } from "./yaml-source.ts";

const REFERENCE = /^contacts\.(\w+)$/;
/** The keys whose values the schema checks as links (`href` in model/schema/common.ts). */
const LINK_KEYS: ReadonlySet<string> = new Set(["href", "fallbackHref"]);

/** The link an entry of `contacts` makes: mail to an address, a call to a number, a URL, or a page in `locale`. */
function contactHref(value: string, locale: Locale): string {
  if (value.startsWith("/")) return localePath(value, locale);
  if (/^https?:\/\//.test(value)) return value;
  if (value.includes("@")) return `mailto:${value}`;
  return `tel:${value.replace(/[^\d+]/g, "")}`;
}

/**
 * The content with every `href: contacts.<name>` (or `fallbackHref`) replaced by the link that contact makes, so a page,
 * the footer and a form all link to the one address in site.yaml (docs/decisions/372). An unknown name,
 * or the postal address, is a problem at the link. A translated page resolves its links after the
 * translation is laid over English, since its entries name the English entry's `href: contacts.<name>`
 * as their key; a contact that is a page of the site then leads to that page in the reader's language.
 */
export function resolveContactLinks(content: Content, locale: Locale = DEFAULT_LOCALE): { content: Content; problems: Problem[] } {
  const problems: Problem[] = [];
  const contacts: Readonly<Record<string, string>> = content.site.data.contacts;
  // What a file's links resolve to besides the file itself: kept per file while neither changes.
  const settings = `${locale}\n${JSON.stringify(contacts)}`;
  const resolve = <Data>(loaded: Loaded<Data>): Loaded<Data> => {
    const resolved = resolvedOnce(loaded, settings, () => resolveFile(loaded, contacts, locale));
    problems.push(...resolved.problems);
    return { ...loaded, data: resolved.data as Data };
  };
  const site: Loaded<SiteFile> = resolve(content.site);
  return {
    content: { ...content, site, pages: content.pages.map(resolve), forms: content.forms.map(resolve) },
    problems,
  };
}

/** A file resolved once per version of it (its data and where it was read) in a session (codegen/per-object.ts), with the problems found. */
const resolvedOnce = perObjectWith<Loaded<unknown>, { data: unknown; problems: Problem[] }>();

function resolveFile(
  loaded: Loaded<unknown>,
  contacts: Readonly<Record<string, string>>,
  locale: Locale,
): { data: unknown; problems: Problem[] } {
  const problems: Problem[] = [];
  const linkable = Object.keys(contacts).filter((name) => name !== "address");
  const walk = (value: unknown, path: FieldPath): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const name = LINK_KEYS.has(key) && typeof child === "string" ? REFERENCE.exec(child)?.[1] : undefined;
        if (name === undefined) return [key, walk(child, [...path, key])];
        const contact = linkable.includes(name) ? contacts[name] : undefined;
        if (contact === undefined) {
          const message = `unknown contact "${child as string}"; contacts to link to in content/site.yaml: ${linkable.join(", ")}`;
          problems.push(problemAt(loaded.source, [...path, key], "CG131", message));
          return [key, child];
        }
        return [key, contactHref(contact, locale)];
      }),
    );
  };
  return { data: walk(loaded.data, []), problems };
}
