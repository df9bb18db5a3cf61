import { problemCatalogue, type ProblemCode } from "./problem-codes.ts";

/** One thing an author must fix, located at the exact node that is wrong. */
export interface Problem {
  file: string;
  line: number;
  col: number;
  /** Dotted path of the field inside the file, e.g. "sections.2.items.0.title"; "" for the file itself. */
  path: string;
  /** Stable code from the catalogue in codegen/problem-codes.ts; its hint says what to do. */
  code: ProblemCode;
  message: string;
  /** A warning does not stop codegen (an untranslated text shows English); `--strict` makes it an error. */
  severity?: "warning";
}

/** `file:line:col  field.path  CODE message`, then the code's hint on an indented line. */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.col}`;
  return `${where}  ${problem.path || "(file)"}  ${problem.code} ${problem.severity === "warning" ? "warning: " : ""}${problem.message}\n    hint: ${problemCatalogue[problem.code].hint}`;
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message),
  );
}
