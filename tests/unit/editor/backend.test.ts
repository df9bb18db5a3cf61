import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { editorAction } from "../../../tools/editor-backend.ts";

/** The editor's local backend over a copy of content/: what Decap lists, reads and may write. */
const root = mkdtempSync(join(tmpdir(), "editor-backend-"));
cpSync(join(import.meta.dirname, "../../../content"), join(root, "content"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("the site collection lists the site file in its three languages, English under Decap's name for it", async () => {
  const entries = (await editorAction(root, "entriesByFolder", { folder: "content", extension: "yaml", depth: 1 })) as {
    file: { path: string };
  }[];
  expect(entries.map((entry) => entry.file.path).toSorted()).toEqual([
    "content/site.en.yaml",
    "content/site.ru.yaml",
    "content/site.uz.yaml",
  ]);
});

test("a save outside content/ is refused and writes nothing", async () => {
  const raw = "name: changed\n";
  await expect(editorAction(root, "persistEntry", { dataFiles: [{ path: "../package.json", raw }] })).rejects.toThrow(
    "only files in content/",
  );
  await expect(editorAction(root, "getEntry", { path: "content/../../etc/passwd" })).rejects.toThrow("only files in content/");
});

test("a save of one language leaves the files of the others as they were", async () => {
  const before = readFileSync(join(root, "content/pages/about.ru.yaml"), "utf8");
  const english = (await editorAction(root, "getEntry", { path: "content/pages/about.en.yaml" })) as { data: string };
  const russian = (await editorAction(root, "getEntry", { path: "content/pages/about.ru.yaml" })) as { data: string };
  await editorAction(root, "persistEntry", {
    dataFiles: [
      { path: "content/pages/about.en.yaml", raw: english.data.replace(/^title: .*$/m, "title: Edited") },
      { path: "content/pages/about.ru.yaml", raw: russian.data },
    ],
  });
  expect(readFileSync(join(root, "content/pages/about.yaml"), "utf8")).toMatch(/^title: Edited$/m);
  expect(readFileSync(join(root, "content/pages/about.ru.yaml"), "utf8")).toBe(before);
});

test.each([
  ["content/pages/about.ru.yaml", "title: О Silkway Cloud — миссия, команда и регионы", "title: О Silkway Cloud — миссия и команда"],
  [
    "content/legal/privacy-policy.uz.md",
    "title: Shaxsga doir maʼlumotlarga ishlov berish siyosati — Silkway Cloud",
    "title: Shaxsga doir maʼlumotlar siyosati — Silkway Cloud",
  ],
])("a translator's save of %s changes that line of that file and nothing else", async (path, line, edited) => {
  const before = readFileSync(join(root, path), "utf8");
  expect(before).toContain(line);
  const entry = (await editorAction(root, "getEntry", { path })) as { data: string };
  await editorAction(root, "persistEntry", { dataFiles: [{ path, raw: entry.data.replace(line, edited) }] });
  expect(readFileSync(join(root, path), "utf8")).toBe(before.replace(line, edited));
});
