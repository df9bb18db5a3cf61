import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Document, isSeq, visit } from "yaml";
import type { LastResults } from "./last-results.ts";
import type { OutdatedPlace } from "./outdated-translations.ts";
import type { Problem } from "./problems.ts";
import type { TranslationFile } from "./translation-files.ts";
import { parseYamlSource, problemAt, type FieldPath } from "./yaml-source.ts";

/**
 * The English each translated text was made from, by translation file and field path (docs/decisions/405).
 * Written by `npm run translations -- accept <file>` only; codegen reads it and never writes it.
 */
export const LOCK_FILE = "content/translations.lock.yaml";

/**
 * What accepting a text recorded: the English it was translated from and the translation itself, which
 * tells a translator's update apart from a text nobody touched once the English changes. A record written
 * before the lock kept translations has the English alone (`key: English`); it reads as never updated.
 */
interface LockedText {
  english: string;
  translation?: string;
}

/** Translation file → field path (`sections.2.items.0.body`) → what was accepted there. */
export type TranslationLock = ReadonlyMap<string, ReadonlyMap<string, LockedText>>;

/** A translated text and the English text it stands for today, as the translation check paired them. */
export interface TranslatedText {
  /** Where the text is in the translation file, for a warning's place. */
  path: FieldPath;
  /** Its key in the lock: the path with keyed entries named by key (`sections.id=comparison.rows.id=aws.notes`). */
  lockPath: FieldPath;
  english: string;
  /** The translated text as the file holds it today (a legal block's Markdown, its paragraphs joined). */
  translated: string;
  /**
   * A block (or section) of a legal translation's Markdown body: where it is, what shows English in its place
   * when its English changed, and whether a figure, link or placeholder made it outdated already.
   */
  markdown?: { line: number; col: number; splice: Extract<OutdatedPlace, { splice: unknown }>["splice"]; outdated: boolean };
}

/**
 * A translation updated since its English changed, awaiting review (CG186): what the warning says and what
 * the editor's review panel lists, with the name `npm run translations -- accept` takes for it.
 */
export interface AwaitingReview {
  /** The translation file, as the lock names it (`content/pages/pricing.ru.yaml`). */
  file: string;
  /** The text's path as a warning prints it (`sections.1.rows.0.notes`); `file#path` is what accept takes. */
  path: string;
  /** The English the translation was accepted against, and the English now. */
  englishBefore: string;
  english: string;
  /** The translation as the file holds it now (a legal block's Markdown). */
  translation: string;
}

/** A field path as the lock and `npm run translations -- accept <file>#<path>` write it. */
export const lockKey = (path: FieldPath) => path.map(String).join(".");

const HEADER = [
  "# The English text each translation was made from, by translation file and field. Codegen compares it with",
  "# today's English: a text whose English changed is outdated (a CG184 warning; the page shows the English).",
  "# Each text is `path: English` or `path: [English, translation]`, the translation as it was accepted.",
  "# After updating a translation run `npm run translations -- accept <translation file>[#path]`; do not edit by hand.",
  "",
].join("\n");

/**
 * Reads the lock; a session keeps its parse by its text (codegen/session.ts), so only a changed lock is
 * parsed again. A missing lock is an empty one: every translated text then warns as not recorded.
 */
export function readLock(root: string, problems: Problem[], cache?: LastResults<{ lock: TranslationLock; problems: Problem[] }>) {
  const path = join(root, LOCK_FILE);
  const raw = existsSync(path) ? readFileSync(path, "utf8") : "";
  const parsed = cache ? cache.get(LOCK_FILE, raw, () => parseLock(raw)) : parseLock(raw);
  problems.push(...parsed.problems);
  return parsed.lock;
}

function parseLock(raw: string): { lock: TranslationLock; problems: Problem[] } {
  const source = parseYamlSource(LOCK_FILE, raw);
  if (source.syntaxProblems.length > 0) return { lock: new Map(), problems: [...source.syntaxProblems] };
  const lock = new Map<string, Map<string, LockedText>>();
  const problems: Problem[] = [];
  const value = source.value ?? {};
  if (typeof value !== "object" || Array.isArray(value)) {
    return {
      lock,
      problems: [
        problemAt(source, [], "CG112", "expected translation files as keys; write it anew with `npm run translations -- accept --all`"),
      ],
    };
  }
  for (const [file, texts] of Object.entries(value)) {
    if (!texts || typeof texts !== "object" || Array.isArray(texts)) {
      problems.push(problemAt(source, [file], "CG112", "expected field paths, each with its English text"));
      continue;
    }
    const entries = new Map<string, LockedText>();
    for (const [key, recorded] of Object.entries(texts as Record<string, unknown>)) {
      if (typeof recorded === "string") entries.set(key, { english: recorded });
      else if (Array.isArray(recorded) && recorded.length === 2 && recorded.every((text) => typeof text === "string")) {
        entries.set(key, { english: recorded[0] as string, translation: recorded[1] as string });
      } else problems.push(problemAt(source, [file, key], "CG112", "expected the English text, or [English, translation]"));
    }
    lock.set(file, entries);
  }
  return { lock, problems };
}

const locked = ({ english, translated }: TranslatedText): LockedText => ({ english, translation: translated });

/**
 * The lock with each accepted file's entries replaced by what its texts are today; with `only`, just those
 * texts of the file (by lock key), its other entries as they were.
 */
export function acceptTexts(
  lock: TranslationLock,
  accepted: ReadonlyMap<string, readonly TranslatedText[]>,
  only?: ReadonlyMap<string, ReadonlySet<string>>,
): TranslationLock {
  const next = new Map(lock);
  for (const [file, texts] of accepted) {
    const keys = only?.get(file);
    const chosen = texts.filter((text) => !keys || keys.has(lockKey(text.lockPath)));
    const kept = keys ? [...(lock.get(file) ?? [])] : [];
    next.set(file, new Map([...kept, ...chosen.map((text): [string, LockedText] => [lockKey(text.lockPath), locked(text)])]));
  }
  return next;
}

export function writeLock(root: string, lock: TranslationLock): void {
  const files = [...lock.keys()].sort();
  const value = Object.fromEntries(
    files.map((file) => [
      file,
      Object.fromEntries(
        [...lock.get(file)!].map(([key, { english, translation }]) => [key, translation === undefined ? english : [english, translation]]),
      ),
    ]),
  );
  // One line a text: `path: [English, translation]`.
  const document = new Document(value);
  visit(document, { Seq: (_key, node) => void (isSeq(node) && (node.flow = true)) });
  writeFileSync(join(root, LOCK_FILE), HEADER + document.toString({ lineWidth: 0 }));
}

/**
 * The translated texts whose English changed since they were translated: a warning at each with the old
 * and the new English, and the page shows the new English there (codegen/outdated-translations.ts). A text
 * already outdated for a figure, link or placeholder keeps that one warning. A text the lock does not know
 * warns too, so that no translation escapes the check; it is shown, as it was just written.
 */
export function checkAgainstLock(
  translation: TranslationFile,
  texts: readonly TranslatedText[],
  outdated: readonly OutdatedPlace[],
  lock: TranslationLock,
): { warnings: Problem[]; outdated: OutdatedPlace[]; awaitingReview: AwaitingReview[] } {
  const file = translation.source.file;
  const recorded = lock.get(file);
  const already = outdated.flatMap((place) => ("path" in place ? [lockKey(place.path)] : []));
  const isOutdated = (key: string) => already.some((path) => key === path || key.startsWith(`${path}.`));
  const warnings: Problem[] = [];
  const places: OutdatedPlace[] = [];
  const awaitingReview: AwaitingReview[] = [];
  const unrecorded: TranslatedText[] = [];
  // A Markdown block is pointed at by its line; a YAML text by its field path.
  const problemOf = (text: TranslatedText, code: "CG184" | "CG185" | "CG186", message: string): Problem => ({
    ...(text.markdown
      ? { file, line: text.markdown.line, col: text.markdown.col, path: "(markdown)", code, message }
      : problemAt(translation.source, text.path, code, message)),
    severity: "warning",
  });
  for (const text of texts) {
    if (text.markdown ? text.markdown.outdated : isOutdated(lockKey(text.path))) continue;
    const before = recorded?.get(lockKey(text.lockPath));
    const accept = `npm run translations -- accept ${file}#${lockKey(text.path)}`;
    const change = `the English changed from ${JSON.stringify(before?.english)} to ${JSON.stringify(text.english)}`;
    if (before === undefined) unrecorded.push(text);
    else if (before.english === text.english) continue;
    else if (before.translation !== undefined && before.translation !== text.translated) {
      // The translator updated it since: shown as written, flagged until someone checks it against the new English.
      awaitingReview.push({
        file,
        path: lockKey(text.path),
        englishBefore: before.english,
        english: text.english,
        translation: text.translated,
      });
      warnings.push(
        problemOf(
          text,
          "CG186",
          `translation updated, awaiting review: ${change}, and this text was changed since; it is shown as written. Once it says what the new English says: ${accept}`,
        ),
      );
    } else {
      warnings.push(
        problemOf(text, "CG184", `translation outdated: ${change}; English is shown until this text is updated and accepted (${accept})`),
      );
      if (!text.markdown) places.push({ translation, path: text.path });
      else if (!places.some((place) => "splice" in place && place.splice === text.markdown!.splice)) {
        places.push({ translation, splice: text.markdown.splice });
      }
    }
  }
  // One warning per file, at its first such text: a new translation file would otherwise warn at every line.
  const first = unrecorded[0];
  if (first) {
    const count = unrecorded.length;
    warnings.push(
      problemOf(
        first,
        "CG185",
        `${count} translated text${count === 1 ? " is" : "s are"} not in ${LOCK_FILE} (${unrecorded
          .slice(0, 3)
          .map(({ path }) => lockKey(path))
          .join(", ")}${count > 3 ? ", …" : ""}): once checked against the English, run npm run translations -- accept ${file}`,
      ),
    );
  }
  return { warnings, outdated: places, awaitingReview };
}
