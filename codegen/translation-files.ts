import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LastResults } from "./last-results.ts";
import { parseLegalFile } from "./legal-file.ts";
import type { ParsedMarkdown } from "./markdown.ts";
import type { Problem } from "./problems.ts";
import { TRANSLATED_LOCALES, type Locale } from "#model/schema/locales.ts";
import { parseYamlSource, problemAt, type YamlSource } from "./yaml-source.ts";

/** Which English file a translation translates, and so which JSON Schema its editor uses. */
export type TranslationKind = "site" | "page" | "form" | "legal";

/** A translation file beside its English source: `about.ru.yaml` beside `about.yaml`. */
export interface TranslationFile {
  locale: Locale;
  kind: TranslationKind;
  /** The English file it translates, e.g. "content/pages/about.yaml". */
  englishFile: string;
  /** The YAML (or a legal page's front matter), parsed but not yet compared with English. */
  source: YamlSource;
  /** A legal page's Markdown body. */
  body?: ParsedMarkdown;
}

const TRANSLATION_NAME = /^(.+)\.([a-z]{2})\.(yaml|md)$/;

/** Whether a file name is a translation (`name.<locale>.yaml`), which is never a page of its own. */
export function isTranslationName(name: string): boolean {
  return TRANSLATION_NAME.test(name);
}

/** The translation of an English file into a locale: content/pages/about.yaml → content/pages/about.ru.yaml. */
export function translationPath(englishFile: string, locale: Locale): string {
  return englishFile.replace(/\.(yaml|md)$/, `.${locale}.$1`);
}

const folders: readonly { folder: string; kind: TranslationKind; extension: string }[] = [
  { folder: "content/pages", kind: "page", extension: "yaml" },
  { folder: "content/forms", kind: "form", extension: "yaml" },
  { folder: "content/legal", kind: "legal", extension: "md" },
];

/**
 * Reads every translation file under `<root>/content`. A file for a language the site does not publish,
 * or beside no English file, is a problem of its own: it would silently never be shown.
 */
export function loadTranslations(root: string, problems: Problem[], parsed = new LastResults<TranslationFile>()): TranslationFile[] {
  const candidates: { file: string; kind: TranslationKind }[] = TRANSLATED_LOCALES.map((locale) => ({
    file: `content/site.${locale}.yaml`,
    kind: "site" as const,
  })).filter(({ file }) => existsSync(join(root, file)));
  for (const { folder, kind, extension } of folders) {
    if (!existsSync(join(root, folder))) continue;
    for (const name of readdirSync(join(root, folder)).sort()) {
      if (isTranslationName(name) && name.endsWith(`.${extension}`)) candidates.push({ file: `${folder}/${name}`, kind });
    }
  }

  const translations: TranslationFile[] = [];
  for (const { file, kind } of candidates) {
    const [, base = "", locale = "", extension = ""] = TRANSLATION_NAME.exec(file) ?? [];
    const englishFile = `${base}.${extension}`;
    const raw = readFileSync(join(root, file), "utf8");
    // Everything a translation file is follows from its name and text: unchanged, it loads as the same object.
    const loaded = parsed.get(file, raw, () => ({
      locale: locale as Locale,
      kind,
      englishFile,
      ...(kind === "legal" ? parseLegalFile(file, raw) : { source: parseYamlSource(file, raw) }),
    }));
    if (loaded.source.syntaxProblems.length > 0) {
      problems.push(...loaded.source.syntaxProblems);
      continue;
    }
    if (!(TRANSLATED_LOCALES as readonly string[]).includes(locale)) {
      problems.push(
        problemAt(loaded.source, [], "CG171", `"${locale}" is not a language of the site; languages: ${TRANSLATED_LOCALES.join(", ")}`),
      );
      continue;
    }
    if (!existsSync(join(root, englishFile))) {
      problems.push(problemAt(loaded.source, [], "CG171", `there is no English file ${englishFile} for this translation`));
      continue;
    }
    translations.push(loaded);
  }
  return translations;
}
