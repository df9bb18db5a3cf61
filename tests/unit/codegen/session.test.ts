import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, expect, test } from "vitest";
import { loadContent } from "../../../codegen/load.ts";
import { contentAsShown } from "../../../codegen/as-shown.ts";
import { resolveContactLinks } from "../../../codegen/contact-links.ts";
import { runCodegen, type CodegenResult } from "../../../codegen/run.ts";
import { createCodegenSession } from "../../../codegen/session.ts";
import { copyContent, editFile, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

const today = new Date("2026-11-26T12:00:00Z");

/** Every generated file under a root, by its path under generated. */
function generated(root: string): Map<string, string> {
  const folder = join(root, "generated");
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => [relative(folder, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name), "utf8")]),
  );
}

test("in a session, a save reloads only the files it changed and generates what a run from nothing generates", () => {
  const root = copyContent();
  const session = createCodegenSession();
  expect(runCodegen(root, { session, today }).problems).toEqual([]);
  const before = loadContent(root, session.load).content!;

  // An English title and a Russian text change; every other file stays as it was.
  editFile(root, "content/pages/about.yaml", (text) => text.replace(/^title: .*$/m, "title: About Silkway Cloud, retitled"));
  editFile(root, "content/pages/about.ru.yaml", (text) => text.replace("    eyebrow: О нас\n", "    eyebrow: Кто мы\n"));
  const saved = runCodegen(root, { session, today });
  expect(saved.problems).toEqual([]);
  // The English title's new wording outdates both translations of it, so each shows it (docs/decisions/405).
  expect(saved.written.sort()).toEqual(["content/about.ts", "content/ru/about.ts", "content/uz/about.ts", "titles.ts"]);

  const after = loadContent(root, session.load).content!;
  const changed = new Set(["content/pages/about.yaml", "content/pages/about.ru.yaml"]);
  const sameObject = <Item extends { source: { file: string } }>(items: readonly Item[], earlier: readonly Item[]) =>
    items.map((item, index) => [item.source.file, item === earlier[index]] as const);
  for (const [file, same] of [
    ...sameObject(after.pages, before.pages),
    ...sameObject(after.translations, before.translations),
    ...sameObject(after.forms, before.forms),
    ...sameObject(after.legal, before.legal),
  ]) {
    expect(same, file).toBe(!changed.has(file));
  }

  expectSameAsFromNothing(root, saved);

  // The site's contacts and claims reach every page: a session works them out again for every page and form.
  editFile(root, "content/site.yaml", (text) =>
    text
      .replace("sales: sales@silkway.cloud.example", "sales: sales@silkway.cloud.test")
      .replace(
        "{ value: { number: 99.999, unit: percent }, label: Uptime SLA }",
        "{ value: { number: 99.99, unit: percent }, label: Uptime SLA }",
      ),
  );
  // A generated module changed by another hand is written again, as a run from nothing would.
  editFile(root, "generated/content/pricing.ts", (text) => `${text}// edited by hand\n`);
  const resaved = runCodegen(root, { session, today });
  expect(resaved.problems).toEqual([]);
  expect(resaved.written).toContain("content/pricing.ts");
  expect(resaved.written).toContain("content/ru/contact.ts");
  expectSameAsFromNothing(root, resaved);
});

/** The same content from nothing, in a copy: the session kept nothing stale. */
function expectSameAsFromNothing(root: string, saved: CodegenResult): void {
  const fresh = mkdtempSync(join(tmpdir(), "content-fresh-"));
  try {
    cpSync(root, fresh, { recursive: true });
    rmSync(join(fresh, "generated"), { recursive: true });
    const fromNothing = runCodegen(fresh, { today });
    expect(saved.warnings).toEqual(fromNothing.warnings);
    expect(generated(root)).toEqual(generated(fresh));
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

test("in a session, a save works out figures, claims and contact links again only for the files it changed", () => {
  const root = copyContent();
  const session = createCodegenSession();
  const shown = () => {
    const { content } = resolveContactLinks(loadContent(root, session.load).content!);
    return contentAsShown(content, "en", today, []);
  };
  const before = shown();
  editFile(root, "content/pages/about.yaml", (text) => text.replace(/^title: .*$/m, "title: About Silkway Cloud, retitled"));
  const after = shown();
  for (const [index, page] of after.pages.entries()) {
    expect(page.data === before.pages[index]!.data, page.source.file).toBe(page.source.file !== "content/pages/about.yaml");
  }
  expect(after.forms.map((form, index) => form.data === before.forms[index]!.data)).not.toContain(false);
});
