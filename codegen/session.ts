import { createLoadCache, type LoadCache } from "./load.ts";
import { ModulePrinter } from "./emit/module-printer.ts";
import type { KnownFiles } from "./write-if-changed.ts";

/**
 * What one process keeps from a codegen run for the next: each content file's load by its text, each
 * generated module's text by its structure, and what it last wrote to generated. The dev server keeps one session for as long as it runs, so a
 * save costs what it changed; the CLI's one run starts with an empty session. Both go through the same
 * steps: a kept result is what the step gave for the same input.
 */
export interface CodegenSession {
  readonly load: LoadCache;
  readonly printer: ModulePrinter;
  readonly generated: KnownFiles;
}

export function createCodegenSession(): CodegenSession {
  return { load: createLoadCache(), printer: new ModulePrinter(), generated: new Map() };
}
