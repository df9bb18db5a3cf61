import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterEach, expect, test, vi } from "vitest";
import { precompressFiles } from "../../../release/precompress.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A build root with one release's client folder holding `files`. */
function release(root: string, name: string, files: Record<string, string>): string {
  const client = join(root, "releases", name, "client");
  mkdirSync(client, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(client, file), text);
  return client;
}

const page = (words: string) => `<!doctype html><title>${words}</title>` + `<p>${words}</p>`.repeat(200);

test("each text file gets a brotli and a gzip copy; a rebuild compresses only the files whose bytes changed", async () => {
  const root = mkdtempSync(join(tmpdir(), "precompress-"));
  roots.push(root);
  const log = vi.spyOn(console, "log").mockImplementation(() => {});

  const first = release(root, "one", { "index.html": page("home"), "about.html": page("about"), "tiny.js": "x", "logo.png": page("png") });
  await precompressFiles(first, root);
  for (const file of ["index.html", "about.html"]) {
    const original = readFileSync(join(first, file));
    expect(brotliDecompressSync(readFileSync(join(first, `${file}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(first, `${file}.gz`)))).toEqual(original);
  }
  // Too small to gain, or not text: left alone.
  expect(readdirSync(first).sort()).toEqual([
    "about.html",
    "about.html.br",
    "about.html.gz",
    "index.html",
    "index.html.br",
    "index.html.gz",
    "logo.png",
    "tiny.js",
  ]);
  expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^precompress: 2 files, \d+ KiB, 4 compressed and 0 from the cache/));

  const second = release(root, "two", { "index.html": page("home"), "about.html": page("about, rewritten") });
  await precompressFiles(second, root);
  expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^precompress: 2 files, \d+ KiB, 2 compressed and 2 from the cache/));
  expect(brotliDecompressSync(readFileSync(join(second, "about.html.br"))).toString()).toBe(page("about, rewritten"));
  expect(gunzipSync(readFileSync(join(second, "index.html.gz"))).toString()).toBe(page("home"));
  // The cache keeps what the last build used: four outputs, not the old about page's two.
  expect(readdirSync(join(root, ".cache", "precompress"))).toHaveLength(4);
});

test("pages are compressed at brotli quality 10, scripts and stylesheets at 11", async () => {
  const root = mkdtempSync(join(tmpdir(), "precompress-"));
  roots.push(root);
  vi.spyOn(console, "log").mockImplementation(() => {});
  const script = `export const words = ${JSON.stringify(page("script"))};`;
  const client = release(root, "one", { "index.html": page("home"), "index.data": page("data"), "app.js": script });
  await precompressFiles(client, root);
  const brotli = (text: string, quality: number) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  expect(readFileSync(join(client, "index.html.br"))).toEqual(brotli(page("home"), 10));
  expect(readFileSync(join(client, "index.data.br"))).toEqual(brotli(page("data"), 10));
  expect(readFileSync(join(client, "app.js.br"))).toEqual(brotli(script, 11));
});
