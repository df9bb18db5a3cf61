import { checkTranslations } from "./checks/check-translations.ts";
import { loadContent } from "./load.ts";
import { formatProblem } from "./problems.ts";
import { acceptTexts, LOCK_FILE, writeLock } from "./translation-lock.ts";

/**
 * `npm run translations -- accept <translation file>…` records that those translations are made from
 * today's English (content/translations.lock.yaml); `accept --all` records every translation, for a lock
 * written anew (docs/decisions/405).
 */
const [command, ...files] = process.argv.slice(2);
const usage = "usage: npm run translations -- accept <translation file>… (or accept --all)";
if (command !== "accept" || files.length === 0) {
  console.error(usage);
  process.exit(2);
}
const root = process.cwd();
const { content, problems } = loadContent(root);
if (!content) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\ntranslations: content/ has problems; nothing was accepted.`);
  process.exit(1);
}
const { texts } = checkTranslations(content);
const all = files.includes("--all");
const unknown = all ? [] : files.filter((file) => !texts.has(file));
if (unknown.length > 0) {
  console.error(`not a translation file: ${unknown.join(", ")}; translation files are like content/pages/pricing.ru.yaml`);
  process.exit(1);
}
const accepted = new Map([...texts].filter(([file]) => all || files.includes(file)));
writeLock(root, acceptTexts(content.lock, accepted));
const count = [...accepted.values()].reduce((sum, list) => sum + list.length, 0);
console.log(`translations: ${count} texts of ${accepted.size} file${accepted.size === 1 ? "" : "s"} recorded in ${LOCK_FILE}`);
