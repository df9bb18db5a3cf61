import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * docs/ leads with a few short guides that describe the product as it is now; README.md links them.
 * They stay short and current only if something fails when they grow, when a link or a path they name
 * stops existing, or when a new decision record grows into a guide of its own.
 */
const root = join(import.meta.dirname, "../..");
const docs = join(root, "docs");

const MAX_GUIDES = 6;
const MAX_GUIDE_WORDS = 1500;
/** Records from a number on have at most so many words; those before each limit stay as they were. */
const RECORD_WORD_LIMITS = [
  { from: 411, words: 600 },
  { from: 441, words: 400 },
];

const read = (file: string) => readFileSync(join(root, file), "utf8");

const guides = readdirSync(docs)
  .filter((file) => file.endsWith(".md") && statSync(join(docs, file)).isFile())
  .sort()
  .map((file) => `docs/${file}`);

/** The Markdown files whose relative links are checked: the README, the guides and the indexes beside them. */
const linkedFiles = ["README.md", ...guides, "docs/decisions/README.md", "content/README.md"];

/** Text outside fenced code blocks and inline code, where a link or path is prose, not an example. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** Words as a reader counts them: runs of non-space characters holding a letter or a digit. */
const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const body = markdown.replace(/^```[\s\S]*?^```/gm, "");
  for (const [, heading = ""] of body.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/`/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Every relative link of a Markdown file that leads nowhere: a missing file, or a heading it lacks. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const [, target = ""] of prose(read(file)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    // Site addresses (/contact) and other schemes are the site's or the web's, not the repository's.
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith("/")) continue;
    const [path = "", anchor] = target.split("#");
    const resolved = path === "" ? file : relative(root, join(root, dirname(file), decodeURI(path)));
    if (!existsSync(join(root, resolved))) {
      broken.push(`${file}: ${target} (no file ${resolved})`);
    } else if (anchor !== undefined && resolved.endsWith(".md") && !anchors(read(resolved)).has(decodeURIComponent(anchor))) {
      broken.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
    }
  }
  return broken;
}

/** Top-level folders of the repository that hold its sources, not what a build or a run leaves behind. */
const ignored = new Set(["node_modules", "build", "data", "test-results", "playwright-report", "screenshots"]);
const sourceFolders = new Set(
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !entry.name.startsWith("build-") && !ignored.has(entry.name))
    .map((entry) => entry.name),
);

/**
 * Paths a guide writes in backticks, such as `server/csp.ts` or `content/pages/`: a run without spaces
 * that starts with one of the repository's source folders. Placeholders (`<id>`, `*`, `…`) mark a pattern,
 * not a path, and are left out; `generated/` is written by codegen, which runs before the tests.
 */
function namedPaths(file: string): string[] {
  const paths: string[] = [];
  for (const [, code = ""] of read(file).matchAll(/`([^`\s]+)`/g)) {
    const path = code.replace(/[.,:;]$/, "").replace(/:\d+(?:-\d+)?$/, "");
    if (/[<>*…{}$|]/.test(path) || !path.includes("/")) continue;
    if (!sourceFolders.has(path.split("/")[0] ?? "")) continue;
    paths.push(path);
  }
  return paths;
}

describe("the guides in docs/", () => {
  test(`there are one to ${MAX_GUIDES}, so docs/ leads with a few`, () => {
    expect(guides.length, `guides in docs/: ${guides.join(", ") || "none"}`).toBeGreaterThan(0);
    expect(guides.length, `guides in docs/: ${guides.join(", ")}`).toBeLessThanOrEqual(MAX_GUIDES);
  });

  test("README.md links every guide", () => {
    const readme = read("README.md");
    expect(guides.filter((guide) => !readme.includes(`](${guide})`))).toEqual([]);
  });

  test(`each has at most ${MAX_GUIDE_WORDS} words`, () => {
    const over = guides.map((guide) => ({ guide, words: words(read(guide)) })).filter(({ words }) => words > MAX_GUIDE_WORDS);
    expect(over).toEqual([]);
  });

  test("each path a guide names in backticks exists", () => {
    const missing = guides.flatMap((guide) =>
      namedPaths(guide)
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${guide}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("relative links", () => {
  test.each(linkedFiles)("in %s lead to a file and heading that exist", (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});

describe("decision records", () => {
  // Archived records too: a record keeps its limit when a later one supersedes it.
  const numbered = ["decisions", "decisions/archive"].flatMap((folder) =>
    readdirSync(join(docs, folder))
      .filter((file) => /^\d{3}-.+\.md$/.test(file))
      .map((file) => `${folder}/${file}`),
  );

  test.each(RECORD_WORD_LIMITS)("from $from on, each has at most $words words", ({ from, words: limit }) => {
    const over = numbered
      .filter((file) => Number(basename(file).slice(0, 3)) >= from)
      .map((file) => ({ file, words: words(read(`docs/${file}`)) }))
      .filter(({ words }) => words > limit);
    expect(over).toEqual([]);
  });
});
