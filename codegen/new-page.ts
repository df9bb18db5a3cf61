// Writes a new page in every language: npm run new-page -- /security "Security" [--name file-name]
import { parseArgs } from "node:util";
import { writeNewPage } from "./write-new-page.ts";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: "string" } } });
const [path = "", title = ""] = positionals;

const written = writeNewPage(process.cwd(), { path, title, name: values.name });
if ("error" in written) {
  console.error(`new-page: ${written.error}; nothing was written.`);
  process.exit(1);
}
const { files, englishFile, siteText } = written;
const lineOf = (key: string) => siteText.split("\n").findIndex((line) => line.startsWith(`${key}:`)) + 1;
console.log(`new-page: wrote ${files.join(", ")}.

Next:
  - write the page's description and its sections in ${englishFile} (content/README.md lists the section types);
    images go under app/public/ (the image /security/diagram.svg is app/public/security/diagram.svg);
  - link it from the menu or the footer in content/site.yaml (navigation at line ${lineOf("navigation")},
    footer at line ${lineOf("footer")}), e.g. - { label: ${title.trim()}, href: ${path} }, and give the link its
    label in content/site.ru.yaml and content/site.uz.yaml, e.g. - { href: ${path}, label: … };
  - translate the commented lines of the .ru.yaml and .uz.yaml files;
  - run npm run codegen: it warns at each text still to translate, and the page shows English there meanwhile.`);
