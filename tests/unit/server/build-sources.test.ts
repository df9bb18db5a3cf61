import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { SOURCES_FILE, sourcesHash } from "../../../server/build-sources.ts";
import { switchTo } from "../../../server/releases.ts";
import { requireBuild } from "../../reliability/support/server-process.ts";

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-sources-"));
  mkdirSync(join(root, "content/pages"), { recursive: true });
  mkdirSync(join(root, "generated"), { recursive: true });
  writeFileSync(join(root, "content/pages/about.yaml"), "title: About\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A release as `npm run build` leaves one: a server bundle and the hash of the sources it was made from. */
function build(): void {
  const release = join(root, "build/releases/first");
  mkdirSync(join(release, "server"), { recursive: true });
  writeFileSync(join(release, "server/index.js"), "");
  writeFileSync(join(release, SOURCES_FILE), sourcesHash(root));
  switchTo(join(root, "build"), release);
}

test("a test reading the build fails with what to run when there is no build", () => {
  expect(() => requireBuild(root)).toThrow("there is none: run `npm run build`");
});

test("a build of the sources in the tree is current; once a source changes, a test reading it says to rebuild", () => {
  build();
  expect(() => requireBuild(root)).not.toThrow();
  writeFileSync(join(root, "content/pages/about.yaml"), "title: About us\n");
  expect(() => requireBuild(root)).toThrow("built from other sources than these: run `npm run build`");
});

test("what codegen generates from the sources does not make their build stale", () => {
  build();
  writeFileSync(join(root, "generated/site.ts"), "export const site = {};\n");
  expect(() => requireBuild(root)).not.toThrow();
});
