import type { Content } from "./load.ts";
import type { ParsedMarkdown } from "./markdown.ts";
import type { ProblemCode } from "./problem-codes.ts";
import type { Problem } from "./problems.ts";
import { LANGUAGE_NAMES_IN_ENGLISH, TRANSLATED_LOCALES, localePath } from "./schema/locales.ts";
import { translationPath, type TranslationFile, type TranslationKind } from "./translation-files.ts";
import { problemAt, type FieldPath, type YamlSource } from "./yaml-source.ts";

/**
 * Keys whose values are never prose a visitor reads: links, references, identifiers, settings. They are
 * defined once in the English file and shared by every language (docs/decisions/312).
 */
export const SHARED_KEYS: ReadonlySet<string> = new Set(
  [
    "path aliases href fallbackHref claim claims icon tone variant src fallback fallbacks",
    "kind form key field rule pattern autocomplete when default status overall newRow crm",
    "createdAt scheduledFor updatedAt until lastUpdated structuredData robots url locale themeColor",
    "analytics firstVisitReset scriptUrl globalName email phone hotkey width show apiMessage",
  ].flatMap((line) => line.split(" ")),
);

/** Maps whose keys name texts (`labels.lastUpdated`, `fieldLabels.status`), whatever the key is elsewhere. */
export const TEXT_MAPS: ReadonlySet<PropertyKey | undefined> = new Set(["labels", "fieldLabels"]);

/** Keys that anchor a translated entry to its English one: copied verbatim (a page section needs both). */
const ANCHOR_KEYS: ReadonlySet<string> = new Set(["type", "id"]);

const isSection = (path: FieldPath) => path.length === 2 && path[0] === "sections";

const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}|\{[\w.]+(?:\|[^{}]*)?\}/g;
/** A number as people write it: 10,000 / 10 000 / 99.999 / 5,26; compared by its digits alone. */
const FIGURE = /\d+(?:[,\u00a0\u202f ]\d{3}(?!\d))*(?:[.,]\d+)?/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

interface TranslationCheck {
  /** Wrong structure, links, figures, placeholders, empty text: codegen stops. */
  errors: Problem[];
  /** Text not translated yet: the page shows English there (docs/decisions/310). */
  warnings: Problem[];
}

/** Compares every translation file with its English file; a missing file or text is a warning. */
export function checkTranslations(content: Content): TranslationCheck {
  const result: TranslationCheck = { errors: [], warnings: [] };
  const english: { kind: TranslationKind; source: YamlSource; body?: ParsedMarkdown; route?: string }[] = [
    { kind: "site", source: content.site.source },
    ...content.pages.map((page) => ({ kind: "page" as const, source: page.source, route: page.data.path })),
    ...content.forms.map((form) => ({ kind: "form" as const, source: form.source })),
    ...content.legal.map((doc) => ({ kind: "legal" as const, source: doc.source, body: doc.body, route: doc.data.path })),
  ];
  for (const file of english) {
    for (const locale of TRANSLATED_LOCALES) {
      const translation = content.translations.find((item) => item.englishFile === file.source.file && item.locale === locale);
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
      new Comparison(file.kind, translation, result).run(file.source.value, file.body);
    }
  }
  return result;
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
    this.compare(english, this.translation.source.value ?? {}, []);
    if (body && this.translation.body) this.compareMarkdown(body, this.translation.body);
  }

  /**
   * Whether a key anchors its entry rather than holding text: every `id` (a section's or tab's anchor, an
   * incident's number), and the `type` of a section or form field. A table column may be called `type`.
   */
  private isAnchor(key: PropertyKey | undefined, objectPath: FieldPath): boolean {
    return key === "id" || (key === "type" && (isSection(objectPath) || this.kind === "form"));
  }

  /** Whether an English value holds prose a visitor reads (and so belongs in the translation). */
  private translatable(value: unknown, path: FieldPath): boolean {
    const key = path.at(-1);
    if (this.isAnchor(key, path.slice(0, -1))) return false;
    const sharedKey = typeof key === "string" && SHARED_KEYS.has(key) && !TEXT_MAPS.has(path.at(-2));
    // `claims: [uptime]` names claims; site.yaml's `claims:` map holds their texts.
    if (sharedKey && !(key === "claims" && !Array.isArray(value))) return false;
    // An address is the same in every language; only the postal address is prose (docs/decisions/372).
    if (this.kind === "site" && path.length === 2 && path[0] === "contacts" && key !== "address") return false;
    if (this.kind === "form" && (key === "name" || (key === "value" && path.at(-3) === "options"))) return false;
    if (typeof value === "string") return /\p{L}/u.test(value.replace(PLACEHOLDER, ""));
    if (Array.isArray(value)) {
      // A list of names under `fields` names form fields; a list of anything else may hold text.
      if (key === "fields" && value.every((item) => typeof item === "string")) return false;
      return value.some((item, index) => this.translatable(item, [...path, index]));
    }
    if (value && typeof value === "object") {
      return Object.entries(value).some(([child, item]) => this.translatable(item, [...path, child]));
    }
    return false;
  }

  private compare(english: unknown, translated: unknown, path: FieldPath): void {
    if (typeof english === "string") return this.compareText(english, translated, path);
    if (Array.isArray(english)) return this.compareList(english, translated, path);
    if (english && typeof english === "object") return this.compareObject(english as Record<string, unknown>, translated, path);
  }

  private compareObject(english: Record<string, unknown>, translated: unknown, path: FieldPath) {
    if (!translated || typeof translated !== "object" || Array.isArray(translated)) {
      return this.error(path, "CG172", `expected a mapping here, as in the English file`);
    }
    const entries = translated as Record<string, unknown>;
    for (const [key, value] of Object.entries(entries)) {
      const childPath = [...path, key];
      if (!(key in english)) {
        this.error(childPath, "CG171", `"${key}" is not in the English file; ${this.known(english, path)}`);
      } else if (this.isAnchor(key, path)) {
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
        this.compare(english[key], value, childPath);
      }
    }
    for (const key of ANCHOR_KEYS) {
      if (isSection(path) && key in english && !(key in entries)) {
        this.error(path, "CG172", `this section needs "${key}: ${String(english[key])}" copied from the English file`);
      }
    }
    for (const [key, value] of Object.entries(english)) {
      if (!(key in entries) && this.translatable(value, [...path, key])) {
        this.result.warnings.push({
          ...problemAt(
            this.translation.source,
            [...path, key],
            "CG170",
            `no ${this.language} text for "${[...path, key].join(".")}": English is shown`,
          ),
          severity: "warning",
        });
      }
    }
  }

  private compareList(english: readonly unknown[], translated: unknown, path: FieldPath) {
    if (!Array.isArray(translated))
      return this.error(path, "CG172", `expected a list of ${english.length} entries, as in the English file`);
    if (path.at(-1) === "keywords") {
      // Search phrases are the one free list: any number, each a phrase.
      translated.forEach((item, index) => this.compareKeyword(item, [...path, index]));
      return;
    }
    if (translated.length !== english.length) {
      const shift = english.findIndex((item, index) => !sameAnchors(item, translated[index]));
      if (shift >= 0 && shift < Math.max(english.length, translated.length) && anchorOf(english[shift])) {
        const what = translated.length < english.length ? "is missing here" : "is not at this place in English";
        return this.error(
          [...path, Math.min(shift, translated.length)],
          "CG172",
          `${anchorOf(english[shift])} (entry ${shift + 1} of ${english.length} in English) ${what}`,
        );
      }
      return this.error(path, "CG172", `has ${translated.length} entries; the English list has ${english.length}, in the same order`);
    }
    english.forEach((item, index) => {
      const childPath = [...path, index];
      const entry = translated[index];
      if (!this.translatable(item, childPath)) {
        const empty = entry === null || (typeof entry === "object" && Object.keys(entry).length === 0);
        if (!empty && typeof item !== "object") this.error(childPath, "CG178", `this entry has nothing to translate; write {} here`);
        else if (!empty) this.compare(item, entry, childPath);
        return;
      }
      this.compare(item, entry, childPath);
    });
  }

  private compareKeyword(item: unknown, path: FieldPath) {
    if (typeof item !== "string") this.error(path, "CG172", "a search phrase is text");
    else if (item.trim() === "") this.error(path, "CG173", "empty search phrase");
  }

  private compareText(english: string, translated: unknown, path: FieldPath) {
    if (typeof translated !== "string") {
      return this.error(path, "CG172", `expected text here (English: ${JSON.stringify(english)})`);
    }
    if (translated.trim() === "") return this.error(path, "CG173", `empty text; English: ${JSON.stringify(english)}`);
    const wanted = sorted(english.match(PLACEHOLDER) ?? []);
    const found = sorted(translated.match(PLACEHOLDER) ?? []);
    if (wanted.join("\n") !== found.join("\n")) {
      return this.error(path, "CG174", `placeholders ${list(found)} differ from the English ${list(wanted)}`);
    }
    const missing = missingFigures(english.replace(PLACEHOLDER, ""), translated.replace(PLACEHOLDER, ""));
    if (missing.length > 0) {
      return this.error(
        path,
        "CG175",
        `the English figure${missing.length > 1 ? "s" : ""} ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not in this text`,
      );
    }
    const links = [...english.matchAll(MARKDOWN_LINK)].map((match) => match[1]);
    const translatedLinks = [...translated.matchAll(MARKDOWN_LINK)].map((match) => match[1]);
    if (links.join(" ") !== translatedLinks.join(" ")) {
      this.error(path, "CG176", `links ${list(translatedLinks)} differ from the English ${list(links)}`);
    }
  }

  private compareMarkdown(english: ParsedMarkdown, translated: ParsedMarkdown) {
    const file = "(markdown)";
    const headingCount = Math.max(english.headings.length, translated.headings.length);
    for (let index = 0; index < headingCount; index++) {
      const want = english.headings[index];
      const got = translated.headings[index];
      const place = got ?? translated.headings.at(-1) ?? { line: 1, col: 1 };
      if (!want || !got) {
        this.at(
          place.line,
          place.col,
          file,
          "CG177",
          `${translated.headings.length} headings; the English document has ${english.headings.length}`,
        );
        break;
      }
      if (want.depth !== got.depth) {
        this.at(got.line, got.col, file, "CG177", `heading ${index + 1} is level ${got.depth}; in English it is level ${want.depth}`);
        break;
      }
      if (want.explicit && (!got.explicit || got.id !== want.id)) {
        this.at(got.line, got.col, file, "CG177", `heading ${index + 1} needs the anchor {#${want.id}} of the English heading`);
      }
    }
    const linkCount = Math.max(english.links.length, translated.links.length);
    for (let index = 0; index < linkCount; index++) {
      const want = english.links[index];
      const got = translated.links[index];
      if (want?.href === got?.href) continue;
      const place = got ?? translated.links.at(-1) ?? translated.blocks[0] ?? { line: 1, col: 1 };
      const message = !got
        ? `the English link to "${want?.href}" is missing (link ${index + 1} of ${english.links.length})`
        : !want
          ? `link to "${got.href}" is not in the English document`
          : `link to "${got.href}"; the English link ${index + 1} goes to "${want.href}"`;
      this.at(place.line, place.col, file, "CG176", message);
      break;
    }
    if (english.blocks.length === translated.blocks.length) {
      english.blocks.forEach((block, index) => {
        const got = translated.blocks[index]!;
        const missing = missingFigures(block.text, got.text);
        if (missing.length > 0)
          this.at(
            got.line,
            got.col,
            file,
            "CG175",
            `the English figure${missing.length > 1 ? "s" : ""} ${missing.join(", ")} not in this paragraph`,
          );
      });
    }
  }

  private known(english: Record<string, unknown>, path: FieldPath): string {
    const keys = Object.keys(english).filter((key) => this.translatable(english[key], [...path, key]) || this.isAnchor(key, path));
    return keys.length > 0 ? `translatable here: ${keys.join(", ")}` : "nothing here is translated";
  }
}

function anchorOf(entry: unknown): string | undefined {
  if (!entry || typeof entry !== "object" || !("type" in entry)) return undefined;
  const { type, id } = entry as { type: unknown; id?: unknown };
  return `the ${String(type)} section${id ? ` "${String(id)}"` : ""}`;
}

function sameAnchors(english: unknown, translated: unknown): boolean {
  if (!english || typeof english !== "object" || !translated || typeof translated !== "object") return english === translated;
  return [...ANCHOR_KEYS].every((key) => (english as Record<string, unknown>)[key] === (translated as Record<string, unknown>)[key]);
}

/** English figures (by their digits) that the translation does not contain. */
function missingFigures(english: string, translated: string): string[] {
  const digits = (figure: string) => figure.replace(/\D/g, "");
  const have = new Set((translated.match(FIGURE) ?? []).map(digits));
  return [...new Set((english.match(FIGURE) ?? []).filter((figure) => !have.has(digits(figure))))];
}

const sorted = (items: readonly string[]) => [...items].sort();
const list = (items: readonly (string | undefined)[]) => (items.length > 0 ? items.map((item) => `"${item}"`).join(", ") : "(none)");
