import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { parse } from "yaml";
import { pageStarter } from "./page-starter.ts";
import { isTranslationName } from "./translation-files.ts";

/** What writing a new page did: its files (English first) and the site file's text, or why nothing was written. */
export type NewPage = { files: string[]; englishFile: string; siteText: string } | { error: string };

/**
 * Writes a new page in every language under `root` (`npm run new-page`, and the editor's "New page"):
 * the starter files, unless the path is taken by a page or legal document, or a file of that name exists.
 */
export function writeNewPage(root: string, { path, title, name }: { path: string; title: string; name?: string | undefined }): NewPage {
  const siteText = readFileSync(join(root, "content/site.yaml"), "utf8");
  const siteName = String((parse(siteText) as { name?: unknown }).name ?? "");
  const starter = pageStarter({ path, title, name, siteName });
  if ("error" in starter) return starter;
  const { files, englishFile } = starter;
  const owners = pathOwners(root);
  const owner = owners.get(path);
  if (owner) return { error: `${path} is already the path of ${owner}` };
  for (const file of Object.keys(files)) {
    if (!existsSync(join(root, file))) continue;
    const taken = [...owners].find(([, each]) => each === file)?.[0];
    return {
      error: `${file} already exists${taken ? ` (the page ${taken})` : ""}: choose another file name with --name, e.g. --name ${path.slice(1).replaceAll("/", "-")}-page`,
    };
  }
  // "wx" refuses to overwrite a file that appeared since the check.
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text, { flag: "wx" });
  return { files: Object.keys(files), englishFile, siteText };
}

/** Every path a page or legal document already has (aliases too), with the file that has it. */
function pathOwners(root: string): Map<string, string> {
  const owners = new Map<string, string>();
  const add = (file: string, data: unknown) => {
    if (!data || typeof data !== "object") return;
    const { path: own, aliases } = data as { path?: unknown; aliases?: unknown };
    for (const each of [own, ...(Array.isArray(aliases) ? aliases : [])]) if (typeof each === "string") owners.set(each, file);
  };
  for (const [folder, read] of [
    ["content/pages", (text: string) => parse(text) as unknown],
    ["content/legal", (text: string) => matter(text).data as unknown],
  ] as const) {
    for (const name of existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : []) {
      if (isTranslationName(name) || !/\.(yaml|md)$/.test(name)) continue;
      const file = `${folder}/${name}`;
      try {
        add(file, read(readFileSync(join(root, file), "utf8")));
      } catch {
        // A file that does not parse has no path to compare; codegen reports it.
      }
    }
  }
  return owners;
}
