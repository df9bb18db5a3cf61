import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { builtClientDir, builtPages } from "../../support/built-pages.ts";
import { reachableScripts, unreachableFiles } from "../../../release/unreachable-files.ts";

/**
 * The release ships what a page can load and nothing else (decision 411): every prerendered page's scripts
 * (`<script src>`, module preloads, the page script's `data-page-script`) and what they import, statically
 * or on demand, recursively. A script or loader data file outside that walk is a file no visitor asks for
 * that the build still compressed and ships: React Router's browser client and its `.data` files once were.
 */
test("every .js and .data file in the release is reachable from a page's scripts", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThanOrEqual(3 * 45);
  const { scripts, missing } = reachableScripts(builtClientDir);
  // The walk reaches what pages load, so an empty or short walk cannot pass for a clean release.
  const urls = [...scripts];
  expect(urls.filter((url) => /^\/assets\/enhance-[\w-]+\.js$/.test(url))).toHaveLength(1);
  expect(urls.filter((url) => /^\/assets\/islands-[\w-]+\.js$/.test(url))).toHaveLength(1);
  // Six forms in three languages, each its own module the islands load on demand.
  expect(urls.length).toBeGreaterThanOrEqual(2 + 3 * 6);
  expect(missing, "scripts a page or a script names that the release lacks").toEqual([]);
  expect(unreachableFiles(builtClientDir)).toEqual([]);
});

test("the release holds nothing of development's marks of texts still in English on Russian and Uzbek pages", () => {
  builtPages();
  const release = join(builtClientDir, "..");
  const files = readdirSync(release, { recursive: true, encoding: "utf8" }).filter((file) => /\.(js|html|css)$/.test(file));
  expect(files.filter((file) => /data-dev-english-marks|dashed #c2410c/.test(readFileSync(join(release, file), "utf8")))).toEqual([]);
});

test("the release holds nothing of the content editor: no Decap CMS, no editor backend, no editor configuration", () => {
  builtPages();
  const release = join(builtClientDir, "..");
  const files = readdirSync(release, { recursive: true, encoding: "utf8" }).filter((file) => /\.(js|json|html|css)$/.test(file));
  expect(files.length).toBeGreaterThan(100);
  const holding = files.filter((file) => /decap-cms|editor-backend|"proxy_url"/i.test(readFileSync(join(release, file), "utf8")));
  expect(holding).toEqual([]);
  expect(files.filter((file) => /editor/i.test(file))).toEqual([]);
});
