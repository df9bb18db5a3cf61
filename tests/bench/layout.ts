import { circles, importGraph, repositoryRoot } from "../support/import-graph.ts";

/**
 * The shape of the sources: lines per top-level folder, the five largest files, and the import circles
 * between files and between folders (tests/unit/import-circles.test.ts fails on the circles).
 */
const graph = importGraph(repositoryRoot);
const perFolder = new Map<string, { files: number; lines: number }>();
for (const [file, lines] of graph.lines) {
  const folder = file.includes("/") ? file.slice(0, file.indexOf("/")) : ".";
  const sum = perFolder.get(folder) ?? { files: 0, lines: 0 };
  perFolder.set(folder, { files: sum.files + 1, lines: sum.lines + lines });
}
console.log("folder      files   lines");
for (const [folder, { files, lines }] of [...perFolder].sort((a, b) => b[1].lines - a[1].lines)) {
  console.log(`${folder.padEnd(10)} ${String(files).padStart(6)} ${String(lines).padStart(7)}`);
}
console.log("\nlargest files");
for (const [file, lines] of [...graph.lines].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`${String(lines).padStart(6)}  ${file}`);
const fileCircles = circles(graph.files);
const folderCircles = circles(graph.folders);
console.log(`\nfile circles: ${fileCircles.length}`);
for (const circle of fileCircles) console.log(`  ${circle.join(" ⇄ ")}`);
console.log(`folder circles: ${folderCircles.length}`);
for (const circle of folderCircles) console.log(`  ${circle.join(" ⇄ ")}`);
console.log("\nfolder imports");
for (const [folder, targets] of [...graph.folders].sort()) console.log(`  ${folder} → ${[...targets].sort().join(", ")}`);
