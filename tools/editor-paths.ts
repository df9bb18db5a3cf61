import { lstat, realpath, stat } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from "#model/schema/locales.ts";
import { EditorRefusal } from "./editor-refusal.ts";

/** A translated file's language ends its name (`about.ru.yaml`); the English file has none (`about.yaml`). */
const TRANSLATED = new RegExp(`\\.(${TRANSLATED_LOCALES.join("|")})\\.(yaml|md)$`);
const ENGLISH_IN_EDITOR = new RegExp(`\\.${DEFAULT_LOCALE}\\.(yaml|md)$`);

/**
 * The name Decap gives a file: its i18n layout `multiple_files` names every language, English too
 * (`about.en.yaml`), where this repository leaves English unnamed.
 */
export function editorPath(file: string): string {
  return TRANSLATED.test(file) ? file : file.replace(/\.(yaml|md)$/, `.${DEFAULT_LOCALE}.$1`);
}

/** The repository's name of a file Decap names. */
export function repositoryPath(file: string): string {
  return file.replace(ENGLISH_IN_EDITOR, ".$1");
}

/** Which files under content/ a caller of `contentFile` may reach. */
export interface ContentFiles {
  /** How their names end (`.yaml`); any other file is refused. */
  extensions: readonly string[];
  /** true: only files that exist (entries are changed, never made here); false: a new file may be named. */
  existing: boolean;
}

/** The content entries Decap reads and saves: existing YAML and Markdown files (decision 418). */
const CONTENT_ENTRIES: ContentFiles = { extensions: [".yaml", ".md"], existing: true };

/**
 * The real path of a file in content/ of `root` that the editor may read or write, by the name Decap gives
 * it; the one guard of every path a request names (decision 441). Refused with 403: a name outside content/
 * (`..`, an absolute path), a hidden file or folder, another extension, a file whose real path (symbolic
 * links followed) is not in content/'s own; with 404: an entry that does not exist, when `files.existing`.
 */
export async function contentFile(root: string, file: string, files: ContentFiles = CONTENT_ENTRIES): Promise<string> {
  const refused = (why: string) => new EditorRefusal(`the editor ${why}: ${file}`, 403);
  const content = resolve(root, "content");
  const named = resolve(root, repositoryPath(file));
  const allowedName = (path: string, folder: string) => {
    const parts = relative(folder, path).split(sep);
    if (parts[0] === ".." || parts[0] === "" || path === folder) throw refused("reads and writes only files in content/");
    if (parts.some((part) => part.startsWith("."))) throw refused("does not touch hidden files");
    if (!files.extensions.some((extension) => path.toLowerCase().endsWith(extension))) {
      throw refused(`writes only ${files.extensions.join(" and ")} files`);
    }
  };
  if (file.includes("\0")) throw refused("reads and writes only files in content/");
  allowedName(named, content);
  const realContent = await realpath(content);
  if (files.existing) {
    const real = await realpath(named).catch(() => undefined);
    if (real === undefined || !(await stat(real)).isFile()) {
      throw new EditorRefusal(`no entry ${file}: the editor changes existing entries; \`npm run new-page\` makes pages`, 404);
    }
    // Checked again where links lead: a link in content/ names a file somewhere else.
    allowedName(real, realContent);
    return real;
  }
  const folder = await realpath(dirname(named)).catch(() => undefined);
  if (folder === undefined) throw new EditorRefusal(`no folder for ${file} in content/`, 404);
  const target = join(folder, basename(named));
  allowedName(target, realContent);
  // A new file is written where it is named, never through a link left there.
  if ((await lstat(target).catch(() => undefined))?.isSymbolicLink()) throw refused("does not write through links");
  return target;
}

/** The real path of a folder in content/ of `root` (content/ itself included), for listing its entries. */
export async function contentFolder(root: string, folder: string): Promise<string> {
  const content = await realpath(resolve(root, "content"));
  const real = await realpath(resolve(root, folder)).catch(() => undefined);
  const inside = real !== undefined && (real === content || real.startsWith(content + sep));
  if (
    !inside ||
    relative(content, real)
      .split(sep)
      .some((part) => part.startsWith("."))
  ) {
    throw new EditorRefusal(`the editor lists only folders in content/: ${folder}`, 403);
  }
  return real;
}
