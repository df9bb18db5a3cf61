import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { ts } from "ts-morph";

/**
 * The repository's own import graph, read the way the compiler reads imports (TypeScript's pre-processor,
 * so type-only imports and `import()` count and comments do not). Sources are every .ts/.tsx file under
 * the top-level folders and at the root; node_modules, builds and generated output are not sources, but an
 * import that reaches generated output is an edge to the folder that output lives in.
 */
export interface ImportGraph {
  /** Each source file (path from the root, with /) and the repository files it imports. */
  files: Map<string, Set<string>>;
  /** Each top-level folder ("." for files at the root) and the top-level folders its files import. */
  folders: Map<string, Set<string>>;
  /** Lines of each source file. */
  lines: Map<string, number>;
}

const NOT_SOURCES = new Set(["node_modules", "generated", "build", "data", "test-results", "playwright-report", "screenshots", "fixtures"]);

function sourceFiles(root: string, folder = ""): string[] {
  const found: string[] = [];
  for (const name of readdirSync(join(root, folder))) {
    const path = folder ? `${folder}/${name}` : name;
    if (name.startsWith(".") || NOT_SOURCES.has(name) || name.startsWith("build-") || name.endsWith(".d.ts")) continue;
    if (statSync(join(root, path)).isDirectory()) found.push(...sourceFiles(root, path));
    else if (/\.tsx?$/.test(name)) found.push(path);
  }
  return found;
}

/** package.json "imports": `#model/*` → `./model/*`. */
function subpathImports(root: string): [prefix: string, target: string][] {
  const imports = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { imports?: Record<string, string> }).imports ?? {};
  return Object.entries(imports).map(([key, value]) => [key.replace(/\*$/, ""), value.replace(/^\.\//, "").replace(/\*$/, "")]);
}

const folderOf = (file: string) => (file.includes("/") ? file.slice(0, file.indexOf("/")) : ".");

export function importGraph(root: string): ImportGraph {
  const subpaths = subpathImports(root);
  const files = new Map<string, Set<string>>();
  const lines = new Map<string, number>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(join(root, file), "utf8");
    lines.set(file, text.split("\n").length - (text.endsWith("\n") ? 1 : 0));
    const targets = new Set<string>();
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      const subpath = subpaths.find(([prefix]) => specifier.startsWith(prefix));
      let target: string;
      if (subpath) target = subpath[1] + specifier.slice(subpath[0].length);
      else if (specifier.startsWith("."))
        target = relative(root, join(root, dirname(file), specifier))
          .split(sep)
          .join("/");
      else continue;
      if (target.startsWith("..")) continue;
      targets.add(target);
    }
    files.set(file, targets);
  }
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
  }
  // A file circle needs both ends to be sources: an import of generated output or of a type the router
  // writes ends there.
  for (const targets of files.values()) {
    for (const target of targets) if (!files.has(target)) targets.delete(target);
  }
  return { files, folders, lines };
}

/**
 * What the generated modules import besides each other: npm packages and `#model/…` only, when the output
 * is data typed by the content model. Empty when codegen has not run.
 */
export function generatedImports(root: string): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string) => {
    if (!existsSync(join(root, folder))) return;
    for (const name of readdirSync(join(root, folder))) {
      const path = `${folder}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) {
        for (const { fileName } of ts.preProcessFile(readFileSync(join(root, path), "utf8"), true, true).importedFiles) {
          const target = relative(root, join(root, folder, fileName))
            .split(sep)
            .join("/");
          if (!fileName.startsWith(".") || !target.startsWith("generated/")) found.add(fileName);
        }
      }
    }
  };
  walk("generated");
  return found;
}

/** The circles of a graph: its strongly connected components of more than one node (Tarjan), sorted. */
export function circles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

export const repositoryRoot = join(import.meta.dirname, "../..");
