// Writes a new page in every language: npm run new-page -- /security "Security" [--name file-name]
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import matter from "gray-matter";
import { parse } from "yaml";
import { pageStarter } from "./page-starter.ts";
import { isTranslationName } from "./translation-files.ts";

const root = process.cwd();
const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: "string" } } });
const [path = "", title = ""] = positionals;

function refuse(message: string): never {
  console.error(`new-page: ${message}; nothing was written.`);
  process.exit(1);
}

const siteText = readFileSync(join(root, "content/site.yaml"), "utf8");
const siteName = String((parse(siteText) as { name?: unknown }).name ?? "");
const starter = pageStarter({ path, title, name: values.name, siteName });
if ("error" in starter) refuse(starter.error);
const { files, englishFile } = starter;

const owner = pathOwners().get(path);
if (owner) refuse(`${path} is already the path of ${owner}`);
for (const file of Object.keys(files)) {
  if (!existsSync(join(root, file))) continue;
  const taken = [...pathOwners()].find(([, owner]) => owner === file)?.[0];
  refuse(
    `${file} already exists${taken ? ` (the page ${taken})` : ""}: choose another file name with --name, e.g. --name ${path.slice(1).replaceAll("/", "-")}-page`,
  );
}
// "wx" refuses to overwrite a file that appeared since the check.
for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text, { flag: "wx" });

const lineOf = (key: string) => siteText.split("\n").findIndex((line) => line.startsWith(`${key}:`)) + 1;
console.log(`new-page: wrote ${Object.keys(files).join(", ")}.

Next:
  - write the page's description and its sections in ${englishFile} (content/README.md lists the section types);
    images go under app/public/ (the image /security/diagram.svg is app/public/security/diagram.svg);
  - link it from the menu or the footer in content/site.yaml (navigation at line ${lineOf("navigation")},
    footer at line ${lineOf("footer")}), e.g. - { label: ${title.trim()}, href: ${path} }, and give the link its
    label in content/site.ru.yaml and content/site.uz.yaml, e.g. - { href: ${path}, label: … };
  - translate the commented lines of the .ru.yaml and .uz.yaml files;
  - run npm run codegen: it warns at each text still to translate, and the page shows English there meanwhile.`);

/** Every path a page or legal document already has (aliases too), with the file that has it. */
function pathOwners(): Map<string, string> {
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
