import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatProblem } from "../../../codegen/problems.ts";
import { runCodegen } from "../../../codegen/run.ts";

const fixture = join(import.meta.dirname, "../../fixtures/site");

/** A fresh copy of the valid fixture site, so each test can break it in its own way. */
export function copyFixture(): string {
  const root = mkdtempSync(join(tmpdir(), "codegen-"));
  cpSync(fixture, root, { recursive: true });
  return root;
}

export function editFile(root: string, file: string, edit: (text: string) => string): void {
  const path = join(root, file);
  writeFileSync(path, edit(readFileSync(path, "utf8")));
}

/** What `npm run codegen` prints for a broken site: each problem's line and its hint. */
export function codegenOutput(root: string): string {
  return codegenProblems(root).map(formatProblem).join("\n");
}

export function codegenProblems(root: string) {
  return runCodegen(root).problems;
}
