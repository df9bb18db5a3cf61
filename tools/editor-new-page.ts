import { basename } from "node:path";
import { writeNewPage } from "../codegen/write-new-page.ts";
import { DEFAULT_LOCALE } from "#model/schema/locales.ts";
import { isBlank, yamlValues } from "./editor-save.ts";
import { contentFile } from "./editor-paths.ts";
import { EditorRefusal } from "./editor-refusal.ts";

const PAGES = "content/pages/";
const ENGLISH = `.${DEFAULT_LOCALE}.yaml`;

/**
 * A page made in the editor ("New Pages"): written as `npm run new-page` writes it (codegen/write-new-page.ts),
 * from the path and title of the English column, with the file name Decap gave the entry. Returns the
 * English entry's other values the form holds, to be saved into the new page as any save; the Russian and
 * Uzbek columns start as the starter's translation files do.
 */
export async function newPageFromEditor(
  root: string,
  files: readonly { path: string; raw: string }[],
): Promise<{ path: string; values: Record<string, unknown> }> {
  const english = files.find((file) => file.path.startsWith(PAGES) && file.path.endsWith(ENGLISH));
  if (!english) throw new EditorRefusal("the editor makes new pages only; forms, legal documents and the site file are made in git");
  // The one path guard: a new YAML file in a folder whose real path is content/'s.
  await contentFile(root, english.path, { extensions: [".yaml"], existing: false });
  const { path, title, ...rest } = yamlValues(english.raw) as Record<string, unknown>;
  const written = writeNewPage(root, { path: String(path ?? ""), title: String(title ?? ""), name: basename(english.path, ENGLISH) });
  if ("error" in written) throw new EditorRefusal(`${written.error}; nothing was written`);
  return { path: english.path, values: Object.fromEntries(Object.entries(rest).filter(([, value]) => !isBlank(value as never))) };
}
