import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { EDITOR_APP } from "../../../tools/editor-decap.ts";

const repo = join(import.meta.dirname, "../../..");
const json = (file: string) => JSON.parse(readFileSync(join(repo, file), "utf8")) as Record<string, Record<string, Record<string, string>>>;
const lockedNames = (lock: string) => Object.keys(json(lock).packages ?? {}).map((path) => path.replace(/^.*node_modules\//, ""));

test("the site's own install carries nothing of Decap CMS: it is the editor's package, with its own lock", () => {
  const root = json("package.json");
  expect({ ...root.dependencies, ...root.devDependencies }).not.toHaveProperty("decap-cms");
  expect(lockedNames("package-lock.json").filter((name) => name.startsWith("decap-cms"))).toEqual([]);

  const app = json(`${EDITOR_APP}/package.json`);
  const appLock = json(`${EDITOR_APP}/package-lock.json`);
  expect(appLock.packages?.[""]?.dependencies).toEqual(app.dependencies);
  expect(appLock.packages?.["node_modules/decap-cms"]?.version).toBe(app.dependencies?.["decap-cms"]);
});
