import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import type { ProblemCode } from "./problem-codes.ts";
import type { Problem } from "./problems.ts";

export type FieldPath = readonly PropertyKey[];

/** A parsed YAML file that can tell where any field path sits in the text. */
export interface YamlSource {
  file: string;
  value: unknown;
  syntaxProblems: Problem[];
  locate(path: FieldPath): { line: number; col: number };
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

  const syntaxProblems: Problem[] = [...doc.errors, ...doc.warnings].map((error) => {
    const { line, col } = position(error.pos[0]);
    return { file, line, col, path: "", code: "CG100", message: `YAML syntax: ${firstLine(error.message)}` };
  });

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
  };
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

function firstLine(message: string): string {
  return message.split("\n")[0]!.trim();
}

/** A problem located at a field path of a parsed file. */
export function problemAt(source: YamlSource, path: FieldPath, code: ProblemCode, message: string): Problem {
  const { line, col } = source.locate(path);
  return { file: source.file, line, col, path: path.map(String).join("."), code, message };
}
