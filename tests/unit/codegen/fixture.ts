import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { formatProblem, type Problem } from "../../../codegen/problems.ts";
import { PUBLIC_DIR } from "../../../codegen/public-dir.ts";
import { runCodegen, type CodegenOptions, type CodegenResult } from "../../../codegen/run.ts";
import { createCodegenSession, type CodegenSession } from "../../../codegen/session.ts";

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

/** A problem's first line as codegen prints it: its place, path, code and message, without the hint. */
export const headline = (problem: Problem): string => formatProblem(problem).split("\n")[0]!;

/** What `npm run codegen` prints for a broken site: each problem's line and its hint. */
export function codegenOutput(root: string): string {
  return codegenProblems(root).map(formatProblem).join("\n");
}

export function codegenProblems(root: string) {
  return codegenIn(root).problems;
}

/** `runCodegen` on a copy, in the session the test file's copies share (keptSession) unless it names another. */
export function codegenIn(root: string, options: CodegenOptions = {}): CodegenResult {
  return runCodegen(root, { session: keptSession(), ...options });
}

const kept = createCodegenSession();

/**
 * A session that shares, across every copy a test file makes, what a content file gave and what a module
 * printed, as the dev server shares them across saves (codegen/session.ts): a case pays for the file it
 * broke, not for the whole site. What was written is each copy's own, so every copy gets its full output.
 */
export function keptSession(): CodegenSession {
  return { ...kept, generated: new Map() };
}

const repo = join(import.meta.dirname, "../../..");
const copies: string[] = [];

/** A temporary copy of the real content/ (translations included) and the images it names, to break in one place. */
export function copyContent(): string {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
  cpSync(join(repo, PUBLIC_DIR), join(root, PUBLIC_DIR), { recursive: true });
  copies.push(root);
  return root;
}

/** Removes the copies copyContent made; call it after each test. */
export function removeCopies(): void {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** Line and column (1-based) where `needle` starts in a file of the copy. */
export function positionOf(root: string, file: string, needle: string): { line: number; col: number } {
  const lines = readFileSync(join(root, file), "utf8").split("\n");
  const line = lines.findIndex((text) => text.includes(needle));
  expect(line, `${needle} in ${file}`).toBeGreaterThanOrEqual(0);
  return { line: line + 1, col: lines[line]!.indexOf(needle) + 1 };
}

/** The fixture's about page with a compliance section holding one certificate ("licence"), its facts as given. */
export function withCertificate(facts: { number: string; issuer: string; until: string; href: string }): string {
  const root = copyFixture();
  editFile(
    root,
    "content/pages/about.yaml",
    (text) =>
      text +
      [
        "  - type: compliance",
        "    id: certificates",
        "    title: Certificates",
        "    fieldLabels: { number: Number, issuer: Issued by, scope: Scope, until: Valid until, document: Document, pending: Not yet published }",
        "    items:",
        "      - id: licence",
        "        name: Licence for cloud services",
        `        number: ${facts.number}`,
        `        issuer: ${facts.issuer}`,
        "        scope: Cloud services in the fixture",
        `        until: ${facts.until}`,
        `        href: ${facts.href}`,
        "        linkLabel: Licence (PDF)",
        "        jurisdiction: uz",
        "",
      ].join("\n"),
  );
  return root;
}
