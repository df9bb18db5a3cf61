import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * The decision records in docs/decisions/ follow one template (docs/decisions/README.md), the README's
 * index lists each with the status the record gives, and a supersession is marked on both records. A
 * record wholly superseded lives in archive/, where the index still links it: the folder itself holds
 * what holds today.
 */
const dir = join(import.meta.dirname, "../../docs/decisions");
const ARCHIVE = "archive";

const SECTIONS = ["Context", "Decision", "Consequences", "Supersedes"];
/** A link to a record: from the folder, from the archive up to the folder, or between two archived ones. */
const LINK = /\[(\d{3})\]\((?:archive\/|\.\.\/)?(\d{3}-[a-z0-9-]+\.md)\)/g;

type Relation = "superseded" | "amended";

interface DecisionRecord {
  /** The path from docs/decisions/: `NNN-name.md`, or `archive/NNN-name.md` for a superseded record. */
  file: string;
  number: string;
  text: string;
  lines: string[];
}

const numberedIn = (folder: string) => readdirSync(join(dir, folder)).filter((file) => /^\d{3}-.+\.md$/.test(file));

const records: DecisionRecord[] = [...numberedIn("."), ...numberedIn(ARCHIVE).map((file) => `${ARCHIVE}/${file}`)]
  .map((file) => {
    const text = readFileSync(join(dir, file), "utf8");
    return { file, number: basename(file).slice(0, 3), text, lines: text.split("\n") };
  })
  .sort((a, b) => a.number.localeCompare(b.number));

const byNumber = new Map(records.map((record) => [record.number, record]));

const title = (record: DecisionRecord) => record.lines[0]?.match(/^# (\d{3})\. (\S.*)$/)?.[2];
const status = (record: DecisionRecord) => record.lines[2]?.match(/^- Status: (\S.*)$/)?.[1];
const date = (record: DecisionRecord) => record.lines[3]?.match(/^- Date: (\d{4}-\d{2}-\d{2})$/)?.[1];

/** The text under a `## ` heading, up to the next one. */
function section(record: DecisionRecord, name: string): string {
  const start = record.lines.indexOf(`## ${name}`);
  if (start < 0) return "";
  const end = record.lines.findIndex((line, index) => index > start && line.startsWith("## "));
  return record.lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join("\n")
    .trim();
}

/**
 * A status is `accepted`, or clauses joined by "; ": `superseded by [NNN](file)` and `amended by [NNN](file)`,
 * each naming one or more records (", " or " and " between them). Returns the records each clause names,
 * or null when the status does not read that way.
 */
function parseStatus(text: string): Map<string, Relation> | null {
  const relations = new Map<string, Relation>();
  if (text === "accepted") return relations;
  for (const clause of text.split("; ")) {
    const [, relation, named = ""] = clause.match(/^(superseded|amended) by (.+)$/) ?? [];
    if (!relation) return null;
    const links = [...named.matchAll(LINK)];
    if (links.length === 0 || named.replace(LINK, "").replace(/, | and /g, "") !== "") return null;
    for (const [, number = ""] of links) relations.set(number, relation as Relation);
  }
  return relations;
}

/** The records a Supersedes section names: `- [NNN](file) …` items, "(in part)" in an item for an amendment. */
function supersedes(record: DecisionRecord): Map<string, Relation> {
  const relations = new Map<string, Relation>();
  const body = section(record, "Supersedes");
  const items = body.split(/\n(?=- )/).filter((item) => item.startsWith("- "));
  for (const item of items) {
    const [, number] = item.match(/^- \[(\d{3})\]\((?:archive\/|\.\.\/)?\d{3}-[a-z0-9-]+\.md\)/) ?? [];
    if (number) relations.set(number, item.includes("(in part)") ? "amended" : "superseded");
  }
  return relations;
}

describe.each(records.map((record) => [record.file, record] as const))("%s", (_, record) => {
  test("follows the template", () => {
    expect(record.lines[0], "title line '# NNN. Title'").toMatch(/^# \d{3}\. \S/);
    expect(record.lines[0]?.slice(2, 5), "the title's number is the file's").toBe(record.number);
    expect(record.lines[1], "a blank line after the title").toBe("");
    expect(status(record), "'- Status: …' on line 3").toBeDefined();
    expect(parseStatus(status(record) ?? ""), "status: accepted | superseded by [NNN](file) | amended by [NNN](file)").not.toBeNull();
    expect(date(record), "'- Date: YYYY-MM-DD' on line 4").toBeDefined();
    const headings = record.lines.filter((line) => line.startsWith("## "));
    expect(headings, "the four sections, in order").toEqual(SECTIONS.map((name) => `## ${name}`));
    for (const name of SECTIONS) expect(section(record, name), `## ${name} is not empty`).not.toBe("");
    const list = section(record, "Supersedes");
    expect(list.startsWith("Nothing") || list.startsWith("- ["), "Supersedes: a list of records, or 'Nothing.'").toBe(true);
  });

  test("speaks of the product, not of the work that made it", () => {
    expect(record.text).not.toMatch(/\b(this|last|that) session\b|\bsession \d|\blast stop\b|\bwe tried\b/i);
  });

  test("every link points to a file that exists", () => {
    const targets = [...record.text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target = ""]) => target)
      .filter((target) => !/^[a-z]+:/.test(target));
    const missing = targets.filter((target) => !existsSync(join(dir, dirname(record.file), target.replace(/#.*$/, ""))));
    expect(missing).toEqual([]);
  });

  test("lives in archive/ if and only if a later record superseded it whole", () => {
    const superseded = [...(parseStatus(status(record) ?? "")?.values() ?? [])].includes("superseded");
    expect(dirname(record.file), superseded ? "superseded: move it to archive/" : "holds today: keep it out of archive/").toBe(
      superseded ? ARCHIVE : ".",
    );
  });

  test("a supersession is marked on both records", () => {
    const problems: string[] = [];
    for (const [other, relation] of parseStatus(status(record) ?? "") ?? []) {
      const newer = byNumber.get(other);
      if (!newer) problems.push(`status names ${other}, which does not exist`);
      else if (supersedes(newer).get(record.number) !== relation)
        problems.push(
          `status says ${relation} by ${other}, but ${other}'s Supersedes does not list ${record.number}${relation === "amended" ? " (in part)" : ""}`,
        );
    }
    for (const [other, relation] of supersedes(record)) {
      const older = byNumber.get(other);
      if (!older) problems.push(`Supersedes names ${other}, which does not exist`);
      else if (parseStatus(status(older) ?? "")?.get(record.number) !== relation)
        problems.push(`Supersedes lists ${other}, but ${other}'s status does not say "${relation} by ${record.number}"`);
    }
    expect(problems).toEqual([]);
  });
});

describe("the README's index", () => {
  const readme = existsSync(join(dir, "README.md")) ? readFileSync(join(dir, "README.md"), "utf8") : "";
  const rows = readme
    .split("\n")
    .map((line) => line.match(/^\| (\d{3}) \| \[(.+?)\]\(((?:archive\/)?\d{3}-[a-z0-9-]+\.md)\) \| (.+?) \| (\d{4}-\d{2}-\d{2}) \|$/))
    .filter((match) => match !== null)
    .map(([, number = "", title = "", file = "", status = "", date = ""]) => ({ number, title, file, status, date }));

  test("lists every record, in number order", () => {
    expect(rows.map((row) => row.file)).toEqual(records.map((record) => record.file));
  });

  test("lists no record that does not exist", () => {
    expect(rows.filter((row) => !byNumber.has(row.number) || !existsSync(join(dir, row.file))).map((row) => row.file)).toEqual([]);
  });

  test("shows each record's number, title, status and date as the record does", () => {
    const listed = rows.filter((row) => byNumber.get(row.number)?.file === row.file);
    const shown = listed.map((row) => `${row.file}: ${row.number}. ${row.title} | ${row.status} | ${row.date}`);
    const given = listed.map((row) => {
      const record = byNumber.get(row.number) as DecisionRecord;
      return `${row.file}: ${record.number}. ${title(record)} | ${status(record)} | ${date(record)}`;
    });
    // The same links, each written from where it stands: archive/NNN from the index, ../NNN from an archived record.
    const sameRecords = (lines: string[]) => lines.map((line) => line.replaceAll(/\]\((?:archive\/|\.\.\/)/g, "]("));
    expect(sameRecords(shown)).toEqual(sameRecords(given));
  });
});
