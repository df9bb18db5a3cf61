import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { claimRelease, currentRelease, pruneReleases, switchTo } from "../../../server/releases.ts";

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "releases-"));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A release folder with a server bundle in it, as a build leaves one. */
function release(name: string): string {
  const folder = join(root, "releases", name);
  mkdirSync(join(folder, "server"), { recursive: true });
  writeFileSync(join(folder, "server/index.js"), "");
  return folder;
}

const remaining = () => readdirSync(join(root, "releases")).sort();

test("a switch makes the new release current in one step, and a root without one has none", () => {
  expect(currentRelease(root)).toBeUndefined();
  const first = release("20261126T100000-1");
  switchTo(root, first);
  expect(currentRelease(root)).toBe(first);
  const second = release("20261126T110000-2");
  switchTo(root, second);
  expect(currentRelease(root)).toBe(second);
  expect(readdirSync(root).sort()).toEqual(["current", "releases"]);
});

test("pruning keeps the current release, the one before it and any a living server claims; the rest goes", () => {
  const served = release("20261126T090000-1");
  const crashed = release("20261126T093000-2");
  release("20261126T100000-3");
  release("20261126T103000-4");
  switchTo(root, release("20261126T110000-5"));
  // A build killed half-way: newer than current, never switched in.
  release("20261126T113000-6");
  const letGo = claimRelease(served);
  // A claim by a process that is gone (a server killed with SIGKILL): no pid is this large on Linux.
  mkdirSync(join(crashed, ".servers"));
  writeFileSync(join(crashed, ".servers", String(2 ** 22 + 1)), "");

  expect(pruneReleases(root)).toEqual(["20261126T093000-2", "20261126T100000-3", "20261126T113000-6"]);
  expect(remaining()).toEqual(["20261126T090000-1", "20261126T103000-4", "20261126T110000-5"]);

  // Once its server lets go, the release is no longer needed.
  letGo();
  expect(existsSync(join(served, ".servers", String(process.pid)))).toBe(false);
  expect(pruneReleases(root)).toEqual(["20261126T090000-1"]);
});
