import type { Nodes } from "mdast";
import { matchHeadings } from "./legal-headings.ts";
import type { Content, Loaded, LoadedLegal } from "./load.ts";
import type { Problem } from "./problems.ts";
import { perPair } from "./per-object.ts";
import { formFile, type FormFile } from "#model/schema/form.ts";
import { legalFrontMatter } from "#model/schema/legal.ts";
import { localePath, type Locale } from "#model/schema/locales.ts";
import { pageFile, type PageFile } from "#model/schema/page.ts";
import { siteFile } from "#model/schema/site.ts";
import { translatable } from "./translatable.ts";
import type { TranslationFile, TranslationKind } from "./translation-files.ts";
import { isKeyedList, keyId, keyOf } from "./translation-keys.ts";
import { validate } from "./validate.ts";
import { valueAt, type FieldPath, type YamlSource } from "./yaml-source.ts";

/** Keys whose value is a link; in a translated page an internal one points at the same locale's page. */
const LINK_KEYS: ReadonlySet<string> = new Set(["href", "fallbackHref"]);

/**
 * The content as a locale's visitors read it: the English tree with each translated text laid over it
 * (figures, links, claims and settings stay the English file's), internal links moved into the locale,
 * and the result checked against the same schema as English, so a Russian title over 70 characters is
 * reported at its place in the Russian file. Call after codegen/checks/check-translations.ts found no errors.
 */
export function localizeContent(content: Content, locale: Locale): { content: Content; problems: Problem[] } {
  const problems: Problem[] = [];
  const translations = new Map(content.translations.filter((item) => item.locale === locale).map((item) => [item.englishFile, item]));
  const translationOf = (source: YamlSource) => translations.get(source.file);

  const localize = <Data>(
    kind: TranslationKind,
    loaded: Loaded<Data>,
    schema: Parameters<typeof validate>[1],
    extra: Partial<Data> = {},
  ): Loaded<Data> => kept(localizeFile(kind, loaded, translationOf(loaded.source), locale, schema, extra));
  const kept = <Data>({ loaded, problems: found }: Localized<Data>): Loaded<Data> => {
    problems.push(...found);
    return loaded;
  };
  /** A page or form and its translation are laid together once per pair of their versions in a session. */
  const localizeWith = <Data>(
    kind: TranslationKind,
    loaded: Loaded<Data>,
    schema: Parameters<typeof validate>[1],
    pair: LocalizedPair<Data>,
  ): Loaded<Data> => {
    const translation = translationOf(loaded.source);
    return translation ? kept(pair(loaded, translation)) : localize(kind, loaded, schema);
  };

  const legal = content.legal.map((doc): LoadedLegal => {
    const localized = localize("legal", doc, legalFrontMatter);
    const translation = translationOf(doc.source);
    return {
      ...localized,
      body: translation?.body ? localizedBody(doc, translation) : { ...doc.body, tree: localizeLinks(doc.body.tree, locale) },
    };
  });

  return {
    content: {
      site: localize("site", content.site, siteFile, { locale }),
      pages: content.pages.map((page) => localizeWith("page", page, pageFile, localizedPage)),
      forms: content.forms.map((form) => localizeWith("form", form, formFile, localizedForm)),
      legal,
      translations: content.translations,
      lock: content.lock,
    },
    problems,
  };
}

interface Localized<Data> {
  loaded: Loaded<Data>;
  problems: Problem[];
}

type LocalizedPair<Data> = (loaded: Loaded<Data>, translation: TranslationFile) => Localized<Data>;

/**
 * One file with its translation's texts laid over it, its links in the locale, checked like English; the
 * texts it leaves English are noted for the page to mark them.
 */
function localizeFile<Data>(
  kind: TranslationKind,
  loaded: Loaded<Data>,
  translation: TranslationFile | undefined,
  locale: Locale,
  schema: Parameters<typeof validate>[1],
  extra: Partial<Data> = {},
): Localized<Data> {
  const noted: FieldPath[] = [];
  const texts = overlay(loaded.data, translation?.source.value, { kind, path: [], shownInEnglish: noted }) as Data;
  // A schema default (a setting the English file leaves out) is no text the English file wrote.
  const shownInEnglish = noted.filter((path) => valueAt(loaded.source.value, path) !== undefined);
  const merged = localizeLinks({ ...texts, ...extra }, locale);
  if (!translation) return { loaded: { ...loaded, data: merged, shownInEnglish }, problems: [] };
  const checked = validate({ ...translation.source, value: merged }, schema);
  if ("problems" in checked) return { loaded: { ...loaded, data: merged, shownInEnglish }, problems: checked.problems };
  return { loaded: { ...loaded, data: checked.data as Data, source: translation.source, shownInEnglish }, problems: [] };
}

const localizedPage: LocalizedPair<PageFile> = perPair((page, translation) =>
  localizeFile("page", page, translation, translation.locale, pageFile),
);
const localizedForm: LocalizedPair<FormFile> = perPair((form, translation) =>
  localizeFile("form", form, translation, translation.locale, formFile),
);

/**
 * A translated Markdown body whose headings keep the English anchors, so /ru/privacy-policy#data-protection
 * works; a section only this language has keeps its own anchor (codegen/legal-headings.ts).
 */
function localizedBody(english: LoadedLegal, translation: TranslationFile): LoadedLegal["body"] {
  const body = translation.body!;
  const { counterparts } = matchHeadings(english.body.headings, body.headings);
  const added: string[] = [];
  let index = 0;
  // A copy: the translation's own tree is kept, unchanged, for the next run of a session (codegen/per-object.ts).
  const tree = structuredClone(body.tree);
  visit(tree, (node) => {
    // An English section shown for one the translation lacks keeps its English anchor.
    if (node.type !== "heading" || node.data?.lang === "en") return;
    const counterpart = counterparts[index];
    const own = body.headings[index++];
    if (counterpart === null || counterpart === undefined) {
      if (own) added.push(own.id);
      return;
    }
    node.data = { ...node.data, id: english.body.anchors[counterpart] };
  });
  return { ...body, tree: localizeLinks(tree, translation.locale), anchors: [...english.body.anchors, ...added] };
}

/** Where the overlay is in an English file, and where it has left English text so far. */
interface OverlayPlace {
  kind: TranslationKind;
  path: FieldPath;
  shownInEnglish: FieldPath[];
}

/**
 * The English value with every text the translation gives put in its place. A keyed list's entries
 * find their translations by key (codegen/translation-keys.ts), so an English reorder moves them along.
 * Each text a visitor reads that stays English is noted at its path.
 */
function overlay(english: unknown, translated: unknown, place: OverlayPlace): unknown {
  const key = place.path.at(-1);
  const at = (child: PropertyKey): OverlayPlace => ({ ...place, path: [...place.path, child] });
  if (translated === undefined || translated === null || typeof english === "string") {
    if (typeof english === "string" && typeof translated === "string") return translated;
    noteEnglish(english, place);
    return english;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return noteEnglish(english, place);
    // Search phrases are written for the language's searchers, not translated one by one.
    if (key === "keywords") return translated;
    if (!isKeyedList(key, english)) return english.map((item, index) => overlay(item, translated[index], at(index)));
    const byKey = new Map<string, unknown>();
    for (const entry of translated) {
      const entryKey = keyOf(key, entry);
      if (entryKey && !byKey.has(keyId(entryKey))) byKey.set(keyId(entryKey), entry);
    }
    return english.map((item, index) => {
      const entryKey = keyOf(key, item);
      return overlay(item, entryKey && byKey.get(keyId(entryKey)), at(index));
    });
  }
  if (english && typeof english === "object") {
    if (typeof translated !== "object" || Array.isArray(translated)) return noteEnglish(english, place);
    const entries = translated as Record<string, unknown>;
    return Object.fromEntries(Object.entries(english).map(([name, value]) => [name, overlay(value, entries[name], at(name))]));
  }
  return english;
}

/** Notes every text a visitor reads in an English value left in place (a figure, a link, an id are not such texts). */
function noteEnglish(english: unknown, { kind, path, shownInEnglish }: OverlayPlace): unknown {
  if (!translatable(kind, english, path)) return english;
  if (typeof english === "string") shownInEnglish.push(path);
  else if (Array.isArray(english)) english.forEach((item, index) => noteEnglish(item, { kind, path: [...path, index], shownInEnglish }));
  else if (english && typeof english === "object") {
    for (const [name, value] of Object.entries(english)) noteEnglish(value, { kind, path: [...path, name], shownInEnglish });
  }
  return english;
}

/** Points every internal link (a `href`, a Markdown link's `url`) at the locale's page. */
function localizeLinks<T>(value: T, locale: Locale): T {
  return walk(value, locale) as T;
}

function walk(value: unknown, locale: Locale, key?: string, parent?: Record<string, unknown>): unknown {
  if (typeof value === "string") {
    const isLink = (key && LINK_KEYS.has(key)) || (key === "url" && parent?.type === "link");
    return isLink ? localePath(value, locale) : value;
  }
  if (Array.isArray(value)) return value.map((item) => walk(item, locale));
  if (value && typeof value === "object") {
    const entries = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(entries).map(([name, child]) => [name, walk(child, locale, name, entries)]));
  }
  return value;
}

function visit(node: Nodes, fn: (node: Nodes) => void): void {
  fn(node);
  if ("children" in node) for (const child of node.children) visit(child, fn);
}
