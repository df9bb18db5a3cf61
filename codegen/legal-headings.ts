import type { MarkdownHeading } from "./markdown.ts";

interface HeadingProblem {
  line: number;
  col: number;
  message: string;
}

/** English sections a translation does not have yet (English added them): shown in English before a translated heading. */
interface MissingSections {
  /** The index of the translated heading they come before; null after the last one. */
  before: number | null;
  /** The English headings, in order. */
  english: number[];
}

export interface HeadingMatch {
  /** For each translated heading, the index of the English heading it stands for; null for a section only this language has. */
  counterparts: (number | null)[];
  /** The first way the translation's headings fail to follow the English ones, or null. */
  problem: HeadingProblem | null;
  /** English sections the translation lacks where nothing of its own stands in their place: outdated, not wrong. */
  missing: MissingSections[];
}

/**
 * Pairs a translated legal document's headings with the English ones. A heading with an `{#anchor}` of its
 * own that the English document does not use opens a section only this language has (a clause one
 * jurisdiction needs); every other heading stands for the next English heading, at its level and with its
 * `{#anchor}`. So a language may add sections, but never move, re-level or re-anchor an English one. An
 * English section it lacks (English added it since) is `missing`, unless a section of the translation's own
 * stands in its place, which is an English heading given another anchor.
 */
export function matchHeadings(english: readonly MarkdownHeading[], translated: readonly MarkdownHeading[]): HeadingMatch {
  const englishIds = new Set(english.map((heading) => heading.id));
  const counterparts: (number | null)[] = [];
  const missing: MissingSections[] = [];
  let next = 0;
  // Whether a section only this language has came since the last matched heading.
  let ownSince = false;
  let problem = null as HeadingProblem | null;
  const matched = translated.filter((heading) => !(heading.explicit && !englishIds.has(heading.id))).length;
  const describe = (index: number) => {
    const heading = english[index]!;
    return `the English heading ${index + 1} of ${english.length}, "${heading.text}"${heading.explicit ? ` {#${heading.id}}` : ""} (level ${heading.depth})`;
  };

  const report = (place: HeadingProblem | MarkdownHeading, message: string) => {
    problem ??= { line: place.line, col: place.col, message };
  };

  for (const heading of translated) {
    if (heading.explicit && !englishIds.has(heading.id)) {
      counterparts.push(null);
      ownSince = true;
      continue;
    }
    if (heading.explicit) {
      const own = english.findIndex((item) => item.id === heading.id);
      if (own > next && !ownSince) missing.push({ before: counterparts.length, english: range(next, own) });
      else if (own > next) report(heading, `${describe(next)} is missing before this heading`);
      if (own < next) report(heading, `this heading's anchor {#${heading.id}} belongs to ${describe(own)}, which comes earlier`);
      next = Math.max(next, own);
    }
    const want = english[next];
    if (!want) {
      report(heading, EXTRA);
      counterparts.push(null);
      continue;
    }
    if (want.explicit && !heading.explicit) {
      if (matched > english.length) report(heading, EXTRA);
      else if (matched < english.length) report(heading, `${describe(next)} is missing before this heading`);
      else report(heading, `this heading needs the anchor {#${want.id}} of ${describe(next)}`);
    }
    if (want.depth !== heading.depth)
      report(heading, `this heading is level ${heading.depth}; the English heading ${next + 1}, "${want.text}", is level ${want.depth}`);
    counterparts.push(next++);
    ownSince = false;
  }
  if (next < english.length && !ownSince) missing.push({ before: null, english: range(next, english.length) });
  else if (next < english.length) {
    report(
      translated.at(-1) ?? { line: 1, col: 1, message: "" },
      `${describe(next)} is missing${translated.length > 0 ? " after this heading" : ""}`,
    );
  }
  return { counterparts, problem, missing };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

const EXTRA =
  "this heading stands for no English heading; a section only this language has needs an {#anchor} of its own " +
  "that the English document does not use";
