import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { editorAction } from "../../../tools/editor-backend.ts";

/** A page made in the editor is the page `npm run new-page` makes: each in its own copy of content/. */
const repo = join(import.meta.dirname, "../../..");
const copies: string[] = [];
function copy(): string {
  const root = mkdtempSync(join(tmpdir(), "editor-new-page-"));
  cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
  copies.push(root);
  return root;
}
afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

/** Decap's save of a new entry: every language's file by the name it gives them, the English one filled in. */
const newEntry = (root: string, name: string, english: string) =>
  editorAction(root, "persistEntry", {
    dataFiles: ["en", "ru", "uz"].map((locale) => ({
      path: `content/pages/${name}.${locale}.yaml`,
      raw: locale === "en" ? english : "{}\n",
    })),
    options: { newEntry: true },
  });

const pageFiles = (root: string) => readdirSync(join(root, "content/pages")).filter((name) => name.startsWith("trust-center"));

test("a new page saved in the editor writes the files npm run new-page writes for that path and title", async () => {
  const fromEditor = copy();
  await newEntry(fromEditor, "trust-center", "path: /trust-center\ntitle: Trust center\n");
  const fromCli = copy();
  execFileSync(process.execPath, [join(repo, "codegen/new-page.ts"), "/trust-center", "Trust center"], { cwd: fromCli, stdio: "pipe" });
  expect(pageFiles(fromEditor).toSorted()).toEqual(["trust-center.ru.yaml", "trust-center.uz.yaml", "trust-center.yaml"]);
  for (const file of pageFiles(fromCli)) {
    expect(readFileSync(join(fromEditor, "content/pages", file), "utf8"), file).toBe(
      readFileSync(join(fromCli, "content/pages", file), "utf8"),
    );
  }
});

test("what the form holds beyond path and title is saved into the new page", async () => {
  const root = copy();
  await newEntry(
    root,
    "trust-center",
    "path: /trust-center\ntitle: Trust center\ndescription: How Silkway Cloud keeps customer data safe and where it stays.\n",
  );
  expect(readFileSync(join(root, "content/pages/trust-center.yaml"), "utf8")).toMatch(
    /^# yaml-language-server: .*\n[\s\S]*^description: How Silkway Cloud keeps customer data safe and where it stays\.$/m,
  );
});

test.each([
  [
    "a path another page has",
    "about-again",
    "path: /about\ntitle: About again\n",
    "/about is already the path of content/pages/about.yaml",
  ],
  ["a file name outside content/pages", "../../evil", "path: /evil\ntitle: Evil\n", "only files in content/"],
  ["a form", "", "", "makes new pages only"],
])("%s is refused, and nothing is written", async (_what, name, english, message) => {
  const root = copy();
  const before = readdirSync(join(root, "content"), { recursive: true }).length;
  const files = name ? undefined : [{ path: "content/forms/newsletter.en.yaml", raw: "kind: contact\n" }];
  const made = files
    ? editorAction(root, "persistEntry", { dataFiles: files, options: { newEntry: true } })
    : newEntry(root, name, english);
  await expect(made).rejects.toThrow(message);
  expect(readdirSync(join(root, "content"), { recursive: true }).length).toBe(before);
  expect(existsSync(join(root, "evil.yaml"))).toBe(false);
});
