import { existsSync, lstatSync, realpathSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { EditorRefusal } from "./editor-refusal.ts";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from "#model/schema/locales.ts";

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
  /** How their names end (`.png`); any other file is refused. */
  extensions: readonly string[];
  /** false: a new file may be named, in a folder that exists. */
  existing: boolean;
}

/**
 * The file or folder a path names in content/ of `root`; anything else is refused. With `files`, only a
 * file of those extensions, outside hidden folders, and (for a new file) in a folder whose real path is in
 * content/'s own.
 */
export function contentFile(root: string, file: string, files?: ContentFiles): string {
  const content = resolve(root, "content");
  const full = resolve(root, repositoryPath(file));
  if (full !== content && !full.startsWith(content + sep)) throw new Error(`the editor reads and writes only content/: ${file}`);
  if (!files) return full;
  const refused = (why: string) => new EditorRefusal(`the editor ${why}: ${file}`, 403);
  if (
    relative(content, full)
      .split(sep)
      .some((part) => part.startsWith("."))
  )
    throw refused("does not touch hidden files");
  if (!files.extensions.some((extension) => full.toLowerCase().endsWith(extension)))
    throw refused(`writes only ${files.extensions.join(", ")} files`);
  const folder = existsSync(dirname(full)) ? realpathSync(dirname(full)) : undefined;
  const realContent = realpathSync(content);
  if (!folder || (folder !== realContent && !folder.startsWith(realContent + sep))) throw refused("writes only in folders of content/");
  const target = join(folder, basename(full));
  if (lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink()) throw refused("does not write through links");
  return target;
}
