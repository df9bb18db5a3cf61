import { checkTranslations } from "./checks/check-translations.ts";
import type { Content } from "./load.ts";
import { acceptTexts, LOCK_FILE, lockKey, writeLock, type TranslatedText } from "./translation-lock.ts";

/** What accepting did: the lines it tells (each text it settled, and the count), or why it accepted nothing. */
export type Acceptance = { accepted: true; lines: string[] } | { accepted: false; error: string };

/**
 * Records in content/translations.lock.yaml that the named translations are made from today's English:
 * a whole file (`content/pages/pricing.ru.yaml`), one text of it (`…#sections.2.caption`, the path a
 * warning prints or the lock's keyed path), or `--all` (docs/decisions/405, 447). The one accept of
 * `npm run translations -- accept` and of the editor's review panel. It names each text whose English had
 * changed, and says so of one whose translation did not change since.
 */
export function acceptTranslations(root: string, content: Content, names: readonly string[]): Acceptance {
  const { texts } = checkTranslations(content);
  const all = names.includes("--all");
  const asked = all
    ? []
    : names.map((name) => ({ name, file: name.split("#")[0]!, path: name.includes("#") ? name.slice(name.indexOf("#") + 1) : undefined }));
  const unknown = asked.filter(({ file }) => !texts.has(file)).map(({ name }) => name);
  if (unknown.length > 0) {
    return {
      accepted: false,
      error: `not a translation file: ${unknown.join(", ")}; translation files are like content/pages/pricing.ru.yaml`,
    };
  }
  /** A text is named by its path as a warning prints it (`sections.2.caption`) or as the lock keys it (`fields.name=email.label`). */
  const named = (text: TranslatedText, path: string) => lockKey(text.path) === path || lockKey(text.lockPath) === path;
  const notFound = asked.filter(({ file, path }) => path !== undefined && !texts.get(file)!.some((text) => named(text, path)));
  if (notFound.length > 0) {
    return {
      accepted: false,
      error: `no translated text at ${notFound.map(({ name }) => name).join(", ")}; the path is the one a warning names, like sections.2.caption`,
    };
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
  const lines: string[] = [];
  // Each text whose English moved on since it was last accepted: what this accept settles.
  for (const [file, list] of accepted) {
    for (const text of list) {
      const key = lockKey(text.lockPath);
      const before = content.lock.get(file)?.get(key);
      if (!before || before.english === text.english || (only.get(file) && !only.get(file)!.has(key))) continue;
      const untouched = before.translation === undefined || before.translation === text.translated;
      lines.push(
        `  ${file}#${key}: ${untouched ? "accepted, although its translation did not change since its English did" : "updated translation accepted"}`,
      );
    }
  }
  writeLock(root, acceptTexts(content.lock, accepted, only));
  const count = [...accepted].reduce((sum, [file, list]) => sum + (only.get(file)?.size ?? list.length), 0);
  lines.push(
    `translations: ${count} text${count === 1 ? "" : "s"} of ${accepted.size} file${accepted.size === 1 ? "" : "s"} recorded in ${LOCK_FILE}`,
  );
  return { accepted: true, lines };
}
