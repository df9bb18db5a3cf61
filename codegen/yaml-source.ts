import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type Scalar, type YAMLError } from "yaml";
import type { ProblemCode } from "./problem-codes.ts";
import type { Problem } from "./problems.ts";

export type FieldPath = readonly PropertyKey[];

/** A string value of the file, with its text as written there, to point at a word inside it. */
export interface YamlText {
  path: FieldPath;
  value: string;
  /** The scalar as written in the file: quotes, escapes and line breaks included. */
  raw: string;
  /** Line and column of the character at `index` in `raw`. */
  position(index: number): { line: number; col: number };
}

/** A parsed YAML file that can tell where any field path sits in the text. */
export interface YamlSource {
  file: string;
  value: unknown;
  syntaxProblems: Problem[];
  locate(path: FieldPath): { line: number; col: number };
  /**
   * For a field that is an unquoted comma's doing (`{ label: Hello, world, href: / }` reads `world` as a
   * field without a value), the text the author meant ("Hello, world"); otherwise undefined.
   */
  textSplitByComma(path: FieldPath): { field: string; text: string } | undefined;
  /** Every string value in the file, in document order. */
  texts(): YamlText[];
}

/**
 * @param lineOffset lines before the YAML text in its file (front matter starts after `---`).
 */
export function parseYamlSource(file: string, text: string, lineOffset = 0): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });

  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, col };
  };

  // Only the first: after one slip the parser reads the lines that follow differently, and each error it
  // then finds there is a consequence of the first, which an author cannot act on separately.
  const first = [...doc.errors, ...doc.warnings].sort((a, b) => a.pos[0] - b.pos[0])[0];
  const syntaxProblems: Problem[] = first ? [syntaxProblem(file, text, first, doc, position)] : [];

  return {
    file,
    value: syntaxProblems.length > 0 ? undefined : doc.toJS(),
    syntaxProblems,
    locate(path) {
      // Walk as deep as the document goes: a missing field is reported at the object that lacks it.
      let node: Node | null = doc.contents;
      let at = node?.range?.[0] ?? 0;
      for (const key of path) {
        const child: Node | null = childOf(node, key);
        if (!child) break;
        node = child;
        at = child.range?.[0] ?? at;
      }
      return position(at);
    },
    textSplitByComma(path) {
      let parent: Node | null = doc.contents;
      for (const key of path.slice(0, -1)) parent = childOf(parent, key);
      if (!isMap(parent) || !parent.flow) return undefined;
      const index = parent.items.findIndex((item) => isScalar(item.key) && String(item.key.value) === String(path.at(-1)));
      const pair = parent.items[index];
      const before = parent.items[index - 1]?.value;
      const valueless = pair && (pair.value === null || (isScalar(pair.value) && pair.value.value === null));
      if (!valueless || !isScalar(before) || before.type !== "PLAIN") return undefined;
      return { field: String(parent.items[index - 1]!.key), text: `${String(before.value)}, ${String((pair.key as Scalar).value)}` };
    },
    texts() {
      const found: YamlText[] = [];
      const walk = (node: unknown, path: FieldPath) => {
        if (isMap(node)) for (const pair of node.items) walk(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : ""]);
        else if (isSeq(node)) node.items.forEach((item, index) => walk(item, [...path, index]));
        else if (isScalar(node) && typeof node.value === "string" && node.range) {
          const start = node.range[0];
          found.push({ path, value: node.value, raw: text.slice(start, node.range[1]), position: (index) => position(start + index) });
        }
      };
      if (syntaxProblems.length === 0) walk(doc.contents, []);
      return found;
    },
  };
}

/**
 * What `find` finds in each text, each at its own line and column when the text as written holds the same
 * findings (no escape or fold split one), otherwise at the start of the text.
 */
export function findInTexts<Found extends { index: number; text: string }>(
  texts: readonly YamlText[],
  find: (text: string) => Found[],
): { path: string; line: number; col: number; found: Found }[] {
  return texts.flatMap(({ path, value, raw, position }) => {
    const found = find(value);
    if (found.length === 0) return [];
    const written = find(raw);
    const exact = written.length === found.length && written.every((item, index) => item.text === found[index]!.text);
    return found.map((item, index) => ({ path: path.map(String).join("."), ...position(exact ? written[index]!.index : 0), found: item }));
  });
}

function childOf(node: Node | null, key: PropertyKey): Node | null {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
    if (!pair) return null;
    // A key with an empty value ("title:") has no value node; point at the key instead.
    return (pair.value as Node | null) ?? (pair.key as Node);
  }
  if (isSeq(node) && typeof key === "number") return (node.items[key] as Node | undefined) ?? null;
  return null;
}

function syntaxProblem(
  file: string,
  text: string,
  error: YAMLError,
  doc: Document,
  position: (offset: number) => { line: number; col: number },
): Problem {
  const said = syntaxMessage(text, error, doc, position);
  // A quoting slip (CG117, CG118) is said as such; what else the parser finds near an indentation break is one.
  const indent = said.code === "CG100" && INDENTATION_ERRORS.has(error.code) ? misindented(text, error.pos[0]) : undefined;
  if (indent) return { file, ...position(indent.at), path: "", code: "CG100", message: indent.message };
  return { file, ...position(error.pos[0]), path: "", ...said };
}

/** The parser's errors an indentation slip causes (its own words name the parser's grammar, not the slip). */
const INDENTATION_ERRORS: ReadonlySet<string> = new Set(["MISSING_CHAR", "BLOCK_AS_IMPLICIT_KEY", "BAD_INDENT", "UNEXPECTED_TOKEN"]);

/**
 * The line near an error whose indentation breaks from the line above it (which opens no nested block
 * with a closing colon), said in plain words at its first character; undefined when there is none.
 */
function misindented(text: string, offset: number): { at: number; message: string } | undefined {
  const lines = text.split("\n");
  const starts = lines.reduce<number[]>(
    (all, line, index) => [...all, index === 0 ? 0 : all[index - 1]! + lines[index - 1]!.length + 1],
    [],
  );
  const errorLine = starts.findLastIndex((start) => start <= offset);
  const indentOf = (line: string) => line.length - line.trimStart().length;
  for (const index of [errorLine, errorLine + 1]) {
    const line = lines[index];
    if (line === undefined || line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const above = lines.slice(0, index).findLast((candidate) => candidate.trim() !== "" && !candidate.trimStart().startsWith("#"));
    if (above === undefined || /:\s*$/.test(above)) continue;
    // The fields of a list entry start after its dash: "  - type: hero" puts "eyebrow:" in column 5.
    const expected = indentOf(above) + (/^\s*- /.test(above) ? 2 : 0);
    const actual = indentOf(line);
    if (actual === expected) continue;
    const what = line.trim().split(/\s/)[0]!;
    return {
      at: starts[index]! + actual,
      message:
        `"${what}" starts in column ${actual + 1}, the line above in column ${expected + 1}: lines of one entry start in the ` +
        `same column, so move this line ${actual > expected ? "left" : "right"} by ${Math.abs(actual - expected)} space${Math.abs(actual - expected) === 1 ? "" : "s"}`,
    };
  }
  return undefined;
}

function syntaxMessage(
  text: string,
  error: YAMLError,
  doc: Document,
  position: (offset: number) => { line: number },
): { code: ProblemCode; message: string } {
  const duplicate = error.code === "DUPLICATE_KEY" ? duplicateKeyAt(doc, error.pos[0]) : undefined;
  if (duplicate) {
    return { code: "CG117", message: `"${duplicate.key}" is set twice here; the first is on line ${position(duplicate.firstAt).line}` };
  }
  const colonText = error.code === "BLOCK_AS_IMPLICIT_KEY" || error.code === "BLOCK_IN_FLOW" ? textWithColon(text, error) : undefined;
  if (colonText)
    return { code: "CG118", message: `"${colonText}" holds ": ", which YAML reads as the start of a field; write it in quotes` };
  return { code: "CG100", message: `YAML syntax: ${error.message.split("\n")[0]!.trim()}` };
}

/** The unquoted text an error points into when it holds ": " (`title: Step 1: Plan`), up to its line's end or, inside `{ … }`, its comma. */
function textWithColon(text: string, error: YAMLError): string | undefined {
  const rest = text.slice(error.pos[0]).split("\n")[0]!;
  const value = (error.code === "BLOCK_IN_FLOW" ? rest.split(/[,}]/)[0]! : rest).trim();
  return value.includes(": ") ? value : undefined;
}

/** The key a DUPLICATE_KEY error points at, and where the same mapping first has it. */
function duplicateKeyAt(doc: Document, offset: number): { key: string; firstAt: number } | undefined {
  let found: { key: string; firstAt: number } | undefined;
  visit(doc, {
    Map(_, map) {
      const keys = map.items.map((pair) => (isScalar(pair.key) ? pair.key : null));
      const index = keys.findIndex((key) => key?.range?.[0] === offset);
      if (index < 0) return undefined;
      const key = String(keys[index]!.value);
      const first = keys.find((other) => other !== null && String(other.value) === key);
      found = { key, firstAt: first?.range?.[0] ?? offset };
      return visit.BREAK;
    },
  });
  return found;
}

/** A problem located at a field path of a parsed file. */
export function problemAt(source: YamlSource, path: FieldPath, code: ProblemCode, message: string): Problem {
  const { line, col } = source.locate(path);
  return { file: source.file, line, col, path: path.map(String).join("."), code, message };
}

/** The value at a path of a parsed tree, or undefined where the tree has nothing there. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let at = value;
  for (const key of path) at = at && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}
