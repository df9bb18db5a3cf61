import { checkTranslations } from "./checks/check-translations.ts";
import { loadContent } from "./load.ts";
import { formatProblem } from "./problems.ts";
import { acceptTexts, LOCK_FILE, lockKey, writeLock, type TranslatedText } from "./translation-lock.ts";

/**
 * `npm run translations -- accept <translation file>[#<path>]…` records that those translations (a whole
 * file, or one text of it: `content/pages/pricing.ru.yaml#sections.2.caption`) are made from today's
 * English (content/translations.lock.yaml); `accept --all` records every translation, for a lock written
 * anew (docs/decisions/405, 447). It names each text whose English had changed, and says so of one whose
 * translation did not change since.
 */
const [command, ...names] = process.argv.slice(2);
const usage = "usage: npm run translations -- accept <translation file>[#<field path>]… (or accept --all)";
if (command !== "accept" || names.length === 0) {
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
const all = names.includes("--all");
const asked = all
  ? []
  : names.map((name) => ({ name, file: name.split("#")[0]!, path: name.includes("#") ? name.slice(name.indexOf("#") + 1) : undefined }));
const unknown = asked.filter(({ file }) => !texts.has(file)).map(({ name }) => name);
if (unknown.length > 0) {
  console.error(`not a translation file: ${unknown.join(", ")}; translation files are like content/pages/pricing.ru.yaml`);
  process.exit(1);
}
/** A text is named by its path as a warning prints it (`sections.2.caption`) or as the lock keys it (`fields.name=email.label`). */
const named = (text: TranslatedText, path: string) => lockKey(text.path) === path || lockKey(text.lockPath) === path;
const notFound = asked.filter(({ file, path }) => path !== undefined && !texts.get(file)!.some((text) => named(text, path)));
if (notFound.length > 0) {
  console.error(
    `no translated text at ${notFound.map(({ name }) => name).join(", ")}; the path is the one a warning names, like sections.2.caption`,
  );
  process.exit(1);
}
const whole = new Set(asked.filter(({ path }) => path === undefined).map(({ file }) => file));
const only = new Map<string, Set<string>>();
for (const { file, path } of asked) {
  if (path === undefined || whole.has(file)) continue;
  const keys = only.get(file) ?? new Set<string>();
  for (const text of texts.get(file)!) if (named(text, path)) keys.add(lockKey(text.lockPath));
  only.set(file, keys);
}
const accepted = new Map([...texts].filter(([file]) => all || whole.has(file) || only.has(file)));
// Each text whose English moved on since it was last accepted: what this accept settles.
for (const [file, list] of accepted) {
  for (const text of list) {
    const key = lockKey(text.lockPath);
    const before = content.lock.get(file)?.get(key);
    if (!before || before.english === text.english || (only.get(file) && !only.get(file)!.has(key))) continue;
    const untouched = before.translation === undefined || before.translation === text.translated;
    console.log(
      `  ${file}#${key}: ${untouched ? "accepted, although its translation did not change since its English did" : "updated translation accepted"}`,
    );
  }
}
const next = acceptTexts(content.lock, accepted, only);
writeLock(root, next);
const count = [...accepted].reduce((sum, [file, list]) => sum + (only.get(file)?.size ?? list.length), 0);
console.log(
  `translations: ${count} text${count === 1 ? "" : "s"} of ${accepted.size} file${accepted.size === 1 ? "" : "s"} recorded in ${LOCK_FILE}`,
);
