import { resolve, sep } from "node:path";
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

/** The file or folder a path names in content/ of `root`; anything else is refused. */
export function contentFile(root: string, file: string): string {
  const content = resolve(root, "content");
  const full = resolve(root, repositoryPath(file));
  if (full !== content && !full.startsWith(content + sep)) throw new Error(`the editor reads and writes only content/: ${file}`);
  return full;
}
