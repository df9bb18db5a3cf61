import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { LastResults } from "./last-results.ts";
import { parseLegalFile } from "./legal-file.ts";
import type { ParsedMarkdown } from "./markdown.ts";
import type { Problem } from "./problems.ts";
import { formFile, type FormFile } from "#model/schema/form.ts";
import { glossaryFile, type GlossaryFile } from "#model/schema/glossary.ts";
import { legalFrontMatter, type LegalFrontMatter } from "#model/schema/legal.ts";
import { pageFile, type PageFile } from "#model/schema/page.ts";
import { siteFile, type SiteFile } from "#model/schema/site.ts";
import { isTranslationName, loadTranslations, type TranslationFile } from "./translation-files.ts";
import { readLock, type TranslationLock } from "./translation-lock.ts";
import { validate } from "./validate.ts";
import { parseYamlSource, type FieldPath, type YamlSource } from "./yaml-source.ts";

const GLOSSARY_FILE = "content/glossary.yaml";

export interface Loaded<Data> {
  /** File name without extension; stable id for the route module. */
  id: string;
  data: Data;
  source: YamlSource;
  /**
   * In a translated edition, where `data` holds English text: not translated yet, or outdated
   * (codegen/localize.ts); the page marks those texts `lang="en"`.
   */
  shownInEnglish?: readonly FieldPath[];
}

export interface LoadedLegal extends Loaded<LegalFrontMatter> {
  body: ParsedMarkdown;
}

export interface Content {
  site: Loaded<SiteFile>;
  pages: Loaded<PageFile>[];
  legal: LoadedLegal[];
  forms: Loaded<FormFile>[];
  /** Every translation file, parsed; codegen/checks/check-translations.ts compares each with its English file. */
  translations: TranslationFile[];
  /** content/translations.lock.yaml: the English each translated text was made from. */
  lock: TranslationLock;
  /** content/glossary.yaml, when there is one and it is valid: the terms translations must follow. */
  glossary?: Loaded<GlossaryFile>;
}

/** What loading one file gave: the file, or null when it has problems. */
interface FileLoad<Item> {
  item: Item | null;
  problems: Problem[];
}

/**
 * Each file's load by its text, kept by a codegen session between runs (codegen/session.ts): a file saved
 * unchanged, or not saved, is neither parsed nor validated again, and loads as the very same objects.
 */
export interface LoadCache {
  yaml: LastResults<FileLoad<Loaded<unknown>>>;
  legal: LastResults<FileLoad<LoadedLegal>>;
  translations: LastResults<TranslationFile>;
  lock: LastResults<{ lock: TranslationLock; problems: Problem[] }>;
}

export function createLoadCache(): LoadCache {
  return { yaml: new LastResults(), legal: new LastResults(), translations: new LastResults(), lock: new LastResults() };
}

/** Forgets what was kept for files that are gone. */
export function forgetRemovedFiles(cache: LoadCache): void {
  cache.yaml.forgetUnasked();
  cache.legal.forgetUnasked();
  cache.translations.forgetUnasked();
  cache.lock.forgetUnasked();
}

/**
 * Reads and validates every content file under `<root>/content`, collecting all problems instead of
 * stopping at the first, so an author sees the whole list in one run.
 */
export function loadContent(root: string, cache: LoadCache = createLoadCache()): { content: Content | null; problems: Problem[] } {
  const problems: Problem[] = [];
  const kept = <Item>({ item, problems: found }: FileLoad<Item>): Item | null => {
    problems.push(...found);
    return item;
  };

  const loadYaml = <Data>(relative: string, schema: Parameters<typeof validate>[1]) => {
    const raw = readFileSync(join(root, relative), "utf8");
    // The schema is the same for every file of a folder, so the file's path and text decide the result.
    return kept(cache.yaml.get(relative, raw, () => loadSource(parseYamlSource(relative, raw), schema))) as Loaded<Data> | null;
  };

  const site = loadYaml<SiteFile>("content/site.yaml", siteFile);
  const pages = listFiles(root, "content/pages", ".yaml").map((file) => loadYaml<PageFile>(file, pageFile));
  const legal = listFiles(root, "content/legal", ".md").map((file) => {
    const raw = readFileSync(join(root, file), "utf8");
    return kept(cache.legal.get(file, raw, () => loadLegal(file, raw)));
  });
  const forms = listFiles(root, "content/forms", ".yaml").map((file) => loadYaml<FormFile>(file, formFile));
  const translations = loadTranslations(root, problems, cache.translations);
  const lock = readLock(root, problems, cache.lock);
  // A broken glossary is reported but does not hide the rest of the content's problems.
  const glossary = existsSync(join(root, GLOSSARY_FILE)) ? loadYaml<GlossaryFile>(GLOSSARY_FILE, glossaryFile) : null;

  if (!site || pages.includes(null) || legal.includes(null) || forms.includes(null)) return { content: null, problems };
  return {
    content: {
      site,
      pages: pages as Loaded<PageFile>[],
      legal: legal as LoadedLegal[],
      forms: forms as Loaded<FormFile>[],
      translations,
      lock,
      ...(glossary && { glossary }),
    },
    problems,
  };
}

function loadLegal(relative: string, raw: string): FileLoad<LoadedLegal> {
  const { source, body } = parseLegalFile(relative, raw);
  const { item, problems } = loadSource(source, legalFrontMatter);
  // A slip in an English heading stops here, at the English file: compared with its translations and
  // linked to, it would otherwise show up as a mismatch in each translation and a broken anchor in each link.
  problems.push(
    ...body.headingSlips.map(({ line, col, code, message }) => ({ file: relative, line, col, path: "(markdown)", code, message })),
  );
  const loaded = item as Loaded<LegalFrontMatter> | null;
  return { item: loaded && body.headingSlips.length === 0 ? { ...loaded, body } : null, problems };
}

/** Validates a parsed YAML source against its schema; on failure, its problems instead. */
function loadSource(source: YamlSource, schema: Parameters<typeof validate>[1]): FileLoad<Loaded<unknown>> {
  if (source.syntaxProblems.length > 0) return { item: null, problems: [...source.syntaxProblems] };
  const result = validate(source, schema);
  if ("problems" in result) return { item: null, problems: result.problems };
  return { item: { id: basename(source.file).replace(/\.[^.]+$/, ""), data: result.data, source }, problems: [] };
}

function listFiles(root: string, folder: string, extension: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(extension) && !isTranslationName(name))
    .sort()
    .map((name) => `${folder}/${name}`);
}
