import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { codegenIn, copyFixture, editFile } from "./fixture.ts";

describe("codegen output", () => {
  test("the valid fixture generates a manifest with every page, alias and legal path", () => {
    const root = copyFixture();
    const result = codegenIn(root);
    expect(result.problems).toEqual([]);
    const manifest = readFileSync(join(root, "generated/manifest.ts"), "utf8");
    for (const path of ['"path": "/"', '"path": "/about"', '"path": "/privacy"']) expect(manifest).toContain(path);
    expect(manifest).toContain('export type RoutePath = (typeof manifest)[number]["path"]');
  });

  test("a second run with unchanged content rewrites nothing", () => {
    const root = copyFixture();
    expect(codegenIn(root).written.length).toBeGreaterThan(0);
    expect(codegenIn(root).written).toEqual([]);
  });

  test("changing one title rewrites only that page's content modules (English shows in the untranslated languages) and the titles, never the manifest the router imports", () => {
    const root = copyFixture();
    codegenIn(root);
    editFile(root, "content/pages/about.yaml", (text) => text.replace("title: About the fixture", "title: About us, renamed"));
    expect(codegenIn(root).written.sort()).toEqual(["content/about.ts", "content/ru/about.ts", "content/uz/about.ts", "titles.ts"]);
    expect(readFileSync(join(root, "generated/content/about.ts"), "utf8")).toContain("About us, renamed");
  });

  test("claim tokens are replaced at generation, so one figure in site.yaml changes every page", () => {
    const root = copyFixture();
    editFile(root, "content/pages/about.yaml", (text) => text.replace("title: About\n", "title: Up {{uptime}} of the time\n"));
    codegenIn(root);
    expect(readFileSync(join(root, "generated/content/about.ts"), "utf8")).toContain('"title": "Up 99.999% of the time"');
    editFile(root, "content/site.yaml", (text) => text.replace("value: 99.999%", "value: 99.99%"));
    expect(codegenIn(root).written).toContain("content/about.ts");
    expect(readFileSync(join(root, "generated/content/about.ts"), "utf8")).toContain('"title": "Up 99.99% of the time"');
  });

  test("a page lists its forms in the manifest (its island, and posts to its path) only once its content has a form section", () => {
    const root = copyFixture();
    codegenIn(root);
    const manifest = () => readFileSync(join(root, "generated/manifest.ts"), "utf8");
    const forms = () => /"path": "\/about",[^}]*?"forms": (\[[^\]]*\])/.exec(manifest())?.[1]?.replace(/\s/g, "");
    const hasForm = () => /"path": "\/about",[^}]*?"hydrates": (true|false)/.exec(manifest())?.[1] === "true";
    expect(forms()).toBe("[]");
    expect(hasForm()).toBe(false);
    mkdirSync(join(root, "content/forms"), { recursive: true });
    cpSync(join(import.meta.dirname, "../../../content/forms/contact.yaml"), join(root, "content/forms/contact.yaml"));
    editFile(
      root,
      "content/pages/about.yaml",
      (text) => `${text}  - type: form\n    id: message\n    form: contact\n    title: Write to us\n`,
    );
    expect(codegenIn(root).problems).toEqual([]);
    expect(forms()).toBe('["contact"]');
    expect(hasForm()).toBe(true);
    expect(readFileSync(join(root, "generated/forms/index.ts"), "utf8")).toContain('"contact": () => import("./contact.ts")');
  });

  test("Markdown headings get their explicit or slugged anchor ids", () => {
    const root = copyFixture();
    codegenIn(root);
    const privacy = readFileSync(join(root, "generated/content/privacy.ts"), "utf8");
    expect(privacy).toContain('"id": "data-protection"');
    expect(privacy).not.toContain("{#data-protection}");
    expect(privacy).not.toContain('"position"');
  });

  test("an editor JSON Schema is emitted for every content kind", () => {
    const root = copyFixture();
    codegenIn(root);
    const schema = JSON.parse(readFileSync(join(root, "generated/schema/page.json"), "utf8")) as { required?: string[] };
    expect(schema.required).toEqual(expect.arrayContaining(["path", "title", "description", "sections"]));
  });

  test("the real content of the site is valid", () => {
    const result = codegenIn(join(import.meta.dirname, "../../.."));
    expect(result.problems).toEqual([]);
    expect(result.routeCount).toBeGreaterThanOrEqual(32);
  });
});
