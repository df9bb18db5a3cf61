import { checkListKeys } from "./check-list-keys.ts";
import { missingFigures } from "./figure-meaning.ts";
import type { Content } from "../load.ts";
import { matchHeadings } from "../legal-headings.ts";
import type { OutdatedPlace } from "../outdated-translations.ts";
import { perObject, perPair } from "../per-object.ts";
import type { ParsedMarkdown } from "../markdown.ts";
import type { ProblemCode } from "../problem-codes.ts";
import type { Problem } from "../problems.ts";
import { LANGUAGE_NAMES_IN_ENGLISH, TRANSLATED_LOCALES, localePath } from "#model/schema/locales.ts";
import { translationPath, type TranslationFile, type TranslationKind } from "../translation-files.ts";
import { isAnchor, isFigure, isSection, PLACEHOLDER, translatable } from "../translatable.ts";
import { checkAgainstLock, type AwaitingReview, type TranslatedText } from "../translation-lock.ts";
import { isKeyedList, keyFieldsOf, keyId, keyOf, showKey } from "../translation-keys.ts";
import { problemAt, type FieldPath, type YamlSource } from "../yaml-source.ts";

const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

interface TranslationCheck {
  /** Wrong structure, a shared field translated, an empty text: codegen stops. */
  errors: Problem[];
  /**
   * Text not translated yet, or outdated (English changed a figure, link, placeholder or list since): the
   * page shows English there (docs/decisions/310, 373).
   */
  warnings: Problem[];
  /** The outdated places, which codegen/outdated-translations.ts replaces with their English. */
  outdated: OutdatedPlace[];
  /** Each translated text with the English it stands for today, by translation file: what the lock records. */
  texts: Map<string, TranslatedText[]>;
  /** The translations updated since their English changed (each a CG186 warning), for the editor's review panel. */
  awaitingReview: AwaitingReview[];
}

/** Compares every translation file with its English file; a missing file or text is a warning. */
export function checkTranslations(content: Content): TranslationCheck {
  const result: TranslationCheck = { errors: [], warnings: [], outdated: [], texts: new Map(), awaitingReview: [] };
  const english: { kind: TranslationKind; source: YamlSource; body?: ParsedMarkdown; route?: string }[] = [
    { kind: "site", source: content.site.source },
    ...content.pages.map((page) => ({ kind: "page" as const, source: page.source, route: page.data.path })),
    ...content.forms.map((form) => ({ kind: "form" as const, source: form.source })),
    ...content.legal.map((doc) => ({ kind: "legal" as const, source: doc.source, body: doc.body, route: doc.data.path })),
  ];
  const translations = new Map(content.translations.map((item) => [`${item.englishFile} ${item.locale}`, item]));
  for (const file of english) {
    result.errors.push(...listKeysOf(file.kind)(file.source));
    for (const locale of TRANSLATED_LOCALES) {
      const translation = translations.get(`${file.source.file} ${locale}`);
      if (!translation) {
        const shown = file.route ? `${localePath(file.route, locale)} shows` : "its pages show";
        result.warnings.push({
          ...problemAt(
            file.source,
            [],
            "CG170",
            `no ${LANGUAGE_NAMES_IN_ENGLISH[locale]} translation (${translationPath(file.source.file, locale)}): ${shown} the English text`,
          ),
          severity: "warning",
        });
        continue;
      }
      // A legal page's English body is made anew on every run (its links are resolved); it is compared anew.
      const compared = file.body ? compare(file.kind, file.source, translation, file.body) : compareFile(file.source, translation);
      // The lock is read on every run, so a changed lock or English wording is checked anew however the comparison was kept.
      const texts = compared.texts.get(translation.source.file) ?? [];
      const locked = checkAgainstLock(translation, texts, compared.outdated, content.lock);
      result.errors.push(...compared.errors);
      result.warnings.push(...compared.warnings, ...locked.warnings);
      result.outdated.push(...compared.outdated, ...locked.outdated);
      result.awaitingReview.push(...locked.awaitingReview);
      result.texts.set(translation.source.file, texts);
    }
  }
  return result;
}

function compare(kind: TranslationKind, english: YamlSource, translation: TranslationFile, body?: ParsedMarkdown): TranslationCheck {
  const compared: TranslationCheck = { errors: [], warnings: [], outdated: [], texts: new Map(), awaitingReview: [] };
  new Comparison(kind, translation, compared).run(english.value, body);
  return compared;
}

/** A YAML file compared with its translation: once per pair of file versions in a session (codegen/per-object.ts). */
const compareFile = perPair((english: YamlSource, translation: TranslationFile) => compare(translation.kind, english, translation));

const listKeysByKind = new Map<TranslationKind, (source: YamlSource) => Problem[]>();
/** An English file's list keys checked (CG179), once per file version in a session. */
function listKeysOf(kind: TranslationKind): (source: YamlSource) => Problem[] {
  let check = listKeysByKind.get(kind);
  if (!check) {
    check = perObject((source: YamlSource) => checkListKeys(source, (value, path) => translatable(kind, value, path)));
    listKeysByKind.set(kind, check);
  }
  return check;
}

class Comparison {
  private readonly kind: TranslationKind;
  private readonly translation: TranslationFile;
  private readonly result: TranslationCheck;

  constructor(kind: TranslationKind, translation: TranslationFile, result: TranslationCheck) {
    this.kind = kind;
    this.translation = translation;
    this.result = result;
  }

  /** The texts this comparison paired, recorded once per comparison whatever file they belong to. */
  private get texts(): TranslatedText[] {
    const file = this.translation.source.file;
    let texts = this.result.texts.get(file);
    if (!texts) this.result.texts.set(file, (texts = []));
    return texts;
  }

  private get language() {
    return LANGUAGE_NAMES_IN_ENGLISH[this.translation.locale];
  }

  private error(path: FieldPath, code: ProblemCode, message: string) {
    this.result.errors.push(problemAt(this.translation.source, path, code, message));
  }

  private at(line: number, col: number, path: string, code: ProblemCode, message: string) {
    this.result.errors.push({ file: this.translation.source.file, line, col, path, code, message });
  }

  run(english: unknown, body?: ParsedMarkdown) {
    this.compare(english, this.translation.source.value ?? {}, [], []);
    if (body && this.translation.body) this.compareMarkdown(body, this.translation.body);
  }

  private translatable(value: unknown, path: FieldPath): boolean {
    return translatable(this.kind, value, path);
  }

  /**
   * @param lockPath where the lock records this element (codegen/translation-lock.ts): the path with each
   * keyed entry named by its key, so entries added, removed or reordered leave the others' records in place.
   */
  private compare(english: unknown, translated: unknown, path: FieldPath, lockPath: FieldPath, keyField?: string): void {
    if (typeof english === "string") return this.compareText(english, translated, path, lockPath);
    if (Array.isArray(english)) return this.compareList(english, translated, path, lockPath);
    if (english && typeof english === "object") {
      return this.compareObject(english as Record<string, unknown>, translated, path, lockPath, keyField);
    }
  }

  /** @param keyField the field that keys this entry of a list, copied from English like an anchor. */
  private compareObject(english: Record<string, unknown>, translated: unknown, path: FieldPath, lockPath: FieldPath, keyField?: string) {
    if (!translated || typeof translated !== "object" || Array.isArray(translated)) {
      return this.error(path, "CG172", `expected a mapping here, as in the English file`);
    }
    const entries = translated as Record<string, unknown>;
    for (const [key, value] of Object.entries(entries)) {
      const childPath = [...path, key];
      if (!(key in english)) {
        this.error(childPath, "CG171", `"${key}" is not in the English file; ${this.known(english, path, keyField)}`);
      } else if (isAnchor(this.kind, key, path) || key === keyField) {
        if (value !== english[key]) {
          this.error(
            childPath,
            "CG172",
            `${key} "${String(value)}" differs from the English ${key} "${String(english[key])}" of this entry`,
          );
        }
      } else if (!this.translatable(english[key], childPath)) {
        this.error(childPath, "CG178", `"${key}" is shared with the English file and is not translated; remove it here`);
      } else {
        this.compare(english[key], value, childPath, [...lockPath, key]);
      }
    }
    if (isSection(path) && "type" in english && !("type" in entries)) {
      this.error(path, "CG172", `this section needs "type: ${String(english.type)}" copied from the English file`);
    }
    for (const [key, value] of Object.entries(english)) {
      if (!(key in entries) && this.translatable(value, [...path, key])) {
        // A picture left out whole lacks its description, which is the error a screen reader's user meets.
        const missed = value && typeof value === "object" && "alt" in value ? [...path, key, "alt"] : [...path, key];
        this.missing(missed, `"${missed.join(".")}"`);
      }
    }
  }

  /**
   * A translated element English has moved on from (a figure, link or placeholder changed, a list grown or
   * shrunk): a warning at its place, and the page shows the English element until it is translated again.
   */
  private outdated(path: FieldPath, code: ProblemCode, message: string) {
    this.result.warnings.push({
      ...problemAt(this.translation.source, path, code, `translation outdated: ${message}; English is shown`),
      severity: "warning",
    });
    this.result.outdated.push({ translation: this.translation, path });
  }

  /**
   * A CG170 warning: the English text is shown for what the translation lacks. A picture's description is
   * the exception (CG145): a screen reader would read English in the middle of the page's language.
   */
  private missing(path: FieldPath, what: string) {
    if (path.at(-1) === "alt") {
      return this.error(path, "CG145", `no ${this.language} description for the picture at ${what}: write its alt text here`);
    }
    this.result.warnings.push({
      ...problemAt(this.translation.source, path, "CG170", `no ${this.language} text for ${what}: English is shown`),
      severity: "warning",
    });
  }

  private compareList(english: readonly unknown[], translated: unknown, path: FieldPath, lockPath: FieldPath) {
    if (!Array.isArray(translated)) return this.error(path, "CG172", `expected a list here, as in the English file`);
    if (path.at(-1) === "keywords") {
      // Search phrases are the one free list: any number, each a phrase.
      translated.forEach((item, index) => this.compareKeyword(item, [...path, index]));
      return;
    }
    if (isKeyedList(path.at(-1), english)) return this.compareKeyedList(english, translated, path, lockPath);
    if (translated.length !== english.length) {
      return this.outdated(path, "CG182", `${translated.length} entries; the English list has ${english.length}`);
    }
    english.forEach((item, index) => {
      const childPath = [...path, index];
      const entry = translated[index];
      if (!this.translatable(item, childPath)) {
        const empty = entry === null || (typeof entry === "object" && Object.keys(entry).length === 0);
        if (!empty && (typeof item !== "object" || isFigure(item)))
          this.error(childPath, "CG178", `this entry has nothing to translate; write {} here`);
        else if (!empty) this.compare(item, entry, childPath, [...lockPath, index]);
        return;
      }
      this.compare(item, entry, childPath, [...lockPath, index]);
    });
  }

  /**
   * A list whose translated entries name their English entry by key (codegen/translation-keys.ts), in any
   * order; an English entry no translated entry names shows in English (a warning, so English can ship first).
   */
  private compareKeyedList(english: readonly unknown[], translated: readonly unknown[], path: FieldPath, lockPath: FieldPath) {
    const name = path.at(-1);
    const englishKeys = english.map((item) => keyOf(name, item));
    const keys = englishKeys.flatMap((key) => (key ? [showKey(key)] : [])).join(", ");
    const named = new Map<string, number>();
    translated.forEach((entry, index) => {
      const entryPath = [...path, index];
      const key = keyOf(name, entry);
      if (!key) {
        return this.error(
          entryPath,
          "CG172",
          `this entry names no English entry: copy its key (${keyFieldsOf(name).join(" or ")}); keys here: ${keys}`,
        );
      }
      const first = named.get(keyId(key));
      if (first !== undefined) {
        return this.error(entryPath, "CG172", `${showKey(key)} is used twice in this list (entries ${first + 1} and ${index + 1})`);
      }
      named.set(keyId(key), index);
      const match = englishKeys.findIndex((englishKey) => englishKey && keyId(englishKey) === keyId(key));
      if (match < 0) {
        // English renamed or removed that entry: its text shows in English meanwhile, so English can ship first.
        this.result.warnings.push({
          ...problemAt(
            this.translation.source,
            entryPath,
            "CG171",
            `${showKey(key)} is not in the English list (renamed or removed there), so this translation is not shown; keys there: ${keys}`,
          ),
          severity: "warning",
        });
        return;
      }
      this.compare(english[match], entry, entryPath, [...lockPath, `${key.field}=${String(key.value)}`], key.field);
    });
    english.forEach((item, index) => {
      const key = englishKeys[index];
      if (key && !named.has(keyId(key)) && this.translatable(item, [...path, index])) {
        this.missing(path, `the entry ${showKey(key)} (entry ${index + 1} of ${english.length} in English)`);
      }
    });
  }

  private compareKeyword(item: unknown, path: FieldPath) {
    if (typeof item !== "string") this.error(path, "CG172", "a search phrase is text");
    else if (item.trim() === "") this.error(path, "CG173", "empty search phrase");
  }

  private compareText(english: string, translated: unknown, path: FieldPath, lockPath: FieldPath) {
    if (typeof translated !== "string") {
      return this.error(path, "CG172", `expected text here (English: ${JSON.stringify(english)})`);
    }
    if (translated.trim() === "") return this.error(path, "CG173", `empty text; English: ${JSON.stringify(english)}`);
    this.texts.push({ path, lockPath, english, translated });
    const wanted = sorted(english.match(PLACEHOLDER) ?? []);
    const found = sorted(translated.match(PLACEHOLDER) ?? []);
    if (wanted.join("\n") !== found.join("\n")) {
      return this.outdated(path, "CG174", `placeholders ${list(found)} differ from the English ${list(wanted)}`);
    }
    const missing = missingFigures(english.replace(PLACEHOLDER, ""), translated.replace(PLACEHOLDER, ""));
    if (missing.length > 0) return this.outdated(path, "CG175", figuresMissing(missing, "text"));
    const links = [...english.matchAll(MARKDOWN_LINK)].map((match) => match[1]);
    const translatedLinks = [...translated.matchAll(MARKDOWN_LINK)].map((match) => match[1]);
    if (links.join(" ") !== translatedLinks.join(" ")) {
      this.outdated(path, "CG176", `links ${list(translatedLinks)} differ from the English ${list(links)}`);
    }
  }

  private compareMarkdown(english: ParsedMarkdown, translated: ParsedMarkdown) {
    const headings = matchHeadings(english.headings, translated.headings);
    if (headings.problem) {
      const { line, col, message } = headings.problem;
      return this.at(line, col, "(markdown)", "CG177", message);
    }
    // Compared paragraph by paragraph within each English section and the section standing for it; where
    // the translation splits or joins paragraphs, section by section.
    const englishSections = sectionsOf(
      english,
      english.headings.map((_, index) => index),
    );
    const translatedSections = sectionsOf(translated, headings.counterparts);
    const missing = new Map(headings.missing.flatMap(({ before, english: sections }) => sections.map((section) => [section, before])));
    englishSections.forEach((blocks, section) => {
      const before = missing.get(section);
      if (before !== undefined) return this.missingSection(english, blocks, translated, before);
      const got = translatedSections.get(section) ?? [];
      // The lock names a section by its English anchor, which stays when its heading is reworded.
      const key = section < 0 ? "(start)" : english.headings[section]!.id;
      if (blocks.length === got.length) {
        blocks.forEach((block, index) => {
          const outdated = this.compareBlocks(english, [block], translated, [got[index]!], "paragraph");
          this.recordBlocks(english, [block], translated, [got[index]!], [key, index], outdated);
        });
      } else {
        const outdated = this.compareBlocks(english, blocks, translated, got, "section");
        this.recordBlocks(english, blocks, translated, got, [key, 0], outdated);
      }
    });
  }

  /**
   * The English each paragraph of a section was translated from, for the lock (codegen/translation-lock.ts),
   * by the English section's anchor and the paragraph's place in it, whatever the translation's paragraphs:
   * a change of its wording makes it outdated as a changed figure does. The English is then shown in place
   * of the translated paragraph, or of the section where the translation splits or joins paragraphs; a
   * heading keeps the translation's anchor so links to it still land.
   */
  private recordBlocks(
    english: ParsedMarkdown,
    ours: number[],
    translated: ParsedMarkdown,
    theirs: number[],
    [section, first]: [string, number],
    outdated: boolean,
  ) {
    const at = theirs[0];
    if (at === undefined) return;
    const { line, col } = translated.blocks[at]!;
    const anchor = theirs.map((index) => translated.tree.children[index]!).find((node) => node.type === "heading")?.data;
    const shown = ours.map((index) => {
      const node = english.tree.children[index]!;
      return node.type === "heading" && anchor ? { ...node, data: { ...node.data, ...anchor } } : node;
    });
    // One splice for the blocks together: two changed paragraphs of a joined section replace it once.
    const splice = { at, remove: theirs.length, english: shown };
    const words = theirs.map((index) => translated.blocks[index]!.text).join("\n\n");
    ours.forEach((index, place) => {
      const path = ["body", section, first + place];
      const markdown = { line, col, splice, outdated };
      this.texts.push({ path, lockPath: path, english: english.blocks[index]!.text, translated: words, markdown });
    });
  }

  /** An English section the translation does not have yet: a warning, and the English section is shown in its place. */
  private missingSection(english: ParsedMarkdown, blocks: number[], translated: ParsedMarkdown, before: number | null) {
    const heading = english.headings.find((item) => item.line === english.blocks[blocks[0]!]!.line);
    const next = before === null ? undefined : translated.headings[before];
    const at = next ? translated.blocks.findIndex((block) => block.line === next.line) : translated.blocks.length;
    const place = next ?? translated.blocks.at(-1) ?? { line: 1, col: 1 };
    const name = heading ? `"${heading.text}"${heading.explicit ? ` {#${heading.id}}` : ""}` : "";
    this.result.warnings.push({
      file: this.translation.source.file,
      line: place.line,
      col: place.col,
      path: "(markdown)",
      code: "CG177",
      message: `translation outdated: the English section ${name} is not in this translation ${next ? "before this heading" : "at its end"}; English is shown`,
      severity: "warning",
    });
    this.result.outdated.push({
      translation: this.translation,
      splice: { at, remove: 0, english: blocks.map((index) => english.tree.children[index]!) },
    });
  }

  /**
   * Whether translated blocks state the figures, links and placeholders of the English blocks they stand
   * for; where they do not, English has changed since (translation outdated), and the English blocks are
   * shown in their place.
   */
  private compareBlocks(english: ParsedMarkdown, ours: number[], translated: ParsedMarkdown, theirs: number[], where: string): boolean {
    const facts = (document: ParsedMarkdown, indexes: number[]) => {
      const blocks = new Set(indexes);
      const inBlocks = (place: { line: number }) => blocks.has(blockOf(document, place.line));
      return {
        text: indexes.map((index) => document.blocks[index]!.text).join("\n"),
        links: document.links.filter(inBlocks).map((link) => link.href),
        placeholders: document.placeholders.filter(inBlocks).map((placeholder) => `{{${placeholder.key}}}`),
      };
    };
    const want = facts(english, ours);
    const got = facts(translated, theirs);
    const lost = [...new Set(want.placeholders.filter((placeholder) => !got.placeholders.includes(placeholder)))];
    const missing = missingFigures(want.text, got.text);
    const message =
      lost.length > 0
        ? ([
            "CG174",
            `the English placeholder${lost.length > 1 ? "s" : ""} ${list(lost)} ${lost.length > 1 ? "are" : "is"} not in this ${where}`,
          ] as const)
        : missing.length > 0
          ? (["CG175", figuresMissing(missing, where)] as const)
          : linkChange(want.links, got.links, where);
    if (!message) return false;
    // A section's heading stays the translated one: headings were matched already.
    const isHeading = (document: ParsedMarkdown) => (index: number) => document.tree.children[index]?.type === "heading";
    const replaced = theirs.filter((index) => !isHeading(translated)(index));
    const block = translated.blocks[replaced[0] ?? theirs[0] ?? 0] ?? { line: 1, col: 1 };
    // A link English does not have is pointed at; anything else at the start of the paragraph or section.
    const blocks = new Set(theirs);
    const strayLink = translated.links.find((link) => blocks.has(blockOf(translated, link.line)) && !want.links.includes(link.href));
    const place = message[0] === "CG176" && strayLink ? strayLink : block;
    this.result.warnings.push({
      file: this.translation.source.file,
      line: place.line,
      col: place.col,
      path: "(markdown)",
      code: message[0],
      message: `translation outdated: ${message[1]}; English is shown`,
      severity: "warning",
    });
    const at = replaced[0] ?? (theirs.at(-1) ?? -1) + 1;
    this.result.outdated.push({
      translation: this.translation,
      splice: {
        at,
        remove: replaced.length,
        english: ours.filter((index) => !isHeading(english)(index)).map((index) => english.tree.children[index]!),
      },
    });
    return true;
  }

  private known(english: Record<string, unknown>, path: FieldPath, keyField?: string): string {
    const keys = Object.keys(english).filter(
      (key) => key === keyField || isAnchor(this.kind, key, path) || this.translatable(english[key], [...path, key]),
    );
    return keys.length > 0 ? `translatable here: ${keys.join(", ")}` : "nothing here is translated";
  }
}

/**
 * A document's top-level blocks (their indexes) by the English section they belong to (-1 before the first
 * heading); blocks of a section only the translation has are left out.
 */
function sectionsOf(document: ParsedMarkdown, counterparts: readonly (number | null)[]): Map<number, number[]> {
  const sections = new Map<number, number[]>();
  let heading = -1;
  document.blocks.forEach((block, index) => {
    while (heading + 1 < document.headings.length && document.headings[heading + 1]!.line <= block.line) heading++;
    const section = heading < 0 ? -1 : counterparts[heading];
    if (section === null || section === undefined) return;
    sections.set(section, [...(sections.get(section) ?? []), index]);
  });
  return sections;
}

/** How a paragraph's (or section's) links differ from the English ones, or null when they do not. */
function linkChange(want: readonly string[], got: readonly string[], where: string): readonly ["CG176", string] | null {
  if (sorted(want).join(" ") === sorted(got).join(" ")) return null;
  const extra = got.filter((href) => !want.includes(href));
  const lost = want.filter((href) => !got.includes(href));
  if (extra[0] && lost[0]) return ["CG176", `link to "${extra[0]}"; the English ${where} links to "${lost[0]}"`];
  if (extra[0]) return ["CG176", `link to "${extra[0]}" is not in the English ${where}`];
  return ["CG176", `the English ${where}'s link to "${lost[0] ?? ""}" is not here, or not as often`];
}

/** The index of the top-level block a line of the document is in. */
function blockOf(document: ParsedMarkdown, line: number): number {
  return document.blocks.findLastIndex((block) => block.line <= line);
}

/** Only an object with a `unit` can be a figure: the cheap test spares a parse of every mapping. */

const sorted = (items: readonly string[]) => [...items].sort();
const figuresMissing = (missing: readonly string[], where: string) =>
  `the English figure${missing.length > 1 ? "s" : ""} ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not in this ${where}`;
const list = (items: readonly (string | undefined)[]) => (items.length > 0 ? items.map((item) => `"${item}"`).join(", ") : "(none)");
