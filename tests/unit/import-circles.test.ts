import { describe, expect, test } from "vitest";
import { circles, generatedImports, importGraph, repositoryRoot } from "../support/import-graph.ts";

/**
 * Imports run one way between the top-level folders (model ← generated ← codegen, app, server), and no
 * two files import each other even through others: a circle means neither side can be read, tested or
 * moved alone. The oxlint folder rules (.oxlintrc.json) name the allowed directions; this computes the
 * whole graph, so it also catches a circle that goes through three folders or one the rules let through.
 * Files at the root (tool configurations) are entry points, not a folder.
 */
const graph = importGraph(repositoryRoot);
graph.folders.delete(".");
for (const targets of graph.folders.values()) targets.delete(".");

describe("import circles", () => {
  test("no two top-level folders import each other, directly or through a third", () => {
    expect(circles(graph.folders)).toEqual([]);
  });

  test("no source file imports itself through others, but for the page route's one", () => {
    // The page route's loader type is read by the hook that hands its data to the sections, which the
    // route renders: one circle, through types only, left to the app's own layout.
    const pageRoute = (circle: string[]) => circle.includes("app/routes/page.tsx") && circle.includes("app/lib/use-page-data.ts");
    expect(circles(graph.files).filter((circle) => !pageRoute(circle))).toEqual([]);
  });

  test("the generated output is one folder of its own, which the app and the server both import", () => {
    expect([...(graph.folders.get("app") ?? [])]).toContain("generated");
    expect([...(graph.folders.get("server") ?? [])]).toContain("generated");
    expect([...(graph.folders.get("model") ?? [])]).toEqual([]);
  });

  test("the generated modules import the content model and npm packages, nothing else of ours", () => {
    const imports = [...generatedImports(repositoryRoot)];
    expect(imports.length, "codegen has run").toBeGreaterThan(0);
    expect(
      imports.filter((specifier) => !specifier.startsWith("#model/") && (specifier.startsWith(".") || specifier.startsWith("#"))),
    ).toEqual([]);
  });
});
