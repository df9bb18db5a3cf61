import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseLegalFile } from "./legal-file.ts";
import type { ParsedMarkdown } from "./markdown.ts";
import type { Problem } from "./problems.ts";
import { formFile, type FormFile } from "./schema/form.ts";
import { glossaryFile, type GlossaryFile } from "./schema/glossary.ts";
import { legalFrontMatter, type LegalFrontMatter } from "./schema/legal.ts";
import { pageFile, type PageFile } from "./schema/page.ts";
import { siteFile, type SiteFile } from "./schema/site.ts";
import { isTranslationName, loadTranslations, type TranslationFile } from "./translation-files.ts";
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
  /** Every translation file, parsed; codegen/check-translations.ts compares each with its English file. */
  translations: TranslationFile[];
  /** content/glossary.yaml, when there is one and it is valid: the terms translations must follow. */
  glossary?: Loaded<GlossaryFile>;
}

/**
 * Reads and validates every content file under `<root>/content`, collecting all problems instead of
 * stopping at the first, so an author sees the whole list in one run.
 */
export function loadContent(root: string): { content: Content | null; problems: Problem[] } {
  const problems: Problem[] = [];

  const loadYaml = <Data>(relative: string, schema: Parameters<typeof validate>[1]) =>
    loadSource<Data>(parseYamlSource(relative, readFileSync(join(root, relative), "utf8")), schema, problems);

  const site = loadYaml<SiteFile>("content/site.yaml", siteFile);
  const pages = listFiles(root, "content/pages", ".yaml").map((file) => loadYaml<PageFile>(file, pageFile));
  const legal = listFiles(root, "content/legal", ".md").map((file) => loadLegal(root, file, problems));
  const forms = listFiles(root, "content/forms", ".yaml").map((file) => loadYaml<FormFile>(file, formFile));
  const translations = loadTranslations(root, problems);
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
      ...(glossary && { glossary }),
    },
    problems,
  };
}

function loadLegal(root: string, relative: string, problems: Problem[]): LoadedLegal | null {
  const { source, body } = parseLegalFile(relative, readFileSync(join(root, relative), "utf8"));
  const loaded = loadSource<LegalFrontMatter>(source, legalFrontMatter, problems);
  // A slip in an English heading stops here, at the English file: compared with its translations and
  // linked to, it would otherwise show up as a mismatch in each translation and a broken anchor in each link.
  problems.push(
    ...body.headingSlips.map(({ line, col, code, message }) => ({ file: relative, line, col, path: "(markdown)", code, message })),
  );
  return loaded && body.headingSlips.length === 0 ? { ...loaded, body } : null;
}

/** Validates a parsed YAML source against its schema; on failure its problems join the list. */
function loadSource<Data>(source: YamlSource, schema: Parameters<typeof validate>[1], problems: Problem[]): Loaded<Data> | null {
  if (source.syntaxProblems.length > 0) {
    problems.push(...source.syntaxProblems);
    return null;
  }
  const result = validate(source, schema);
  if ("problems" in result) {
    problems.push(...result.problems);
    return null;
  }
  return { id: basename(source.file).replace(/\.[^.]+$/, ""), data: result.data as Data, source };
}

function listFiles(root: string, folder: string, extension: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(extension) && !isTranslationName(name))
    .sort()
    .map((name) => `${folder}/${name}`);
}
