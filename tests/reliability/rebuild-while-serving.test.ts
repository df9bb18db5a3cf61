import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { htmlFiles } from "../../server/html-files.ts";
import { requestWhole } from "../support/send-whole.ts";
import { requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

const root = join(import.meta.dirname, "../..");
let buildDir: string;
let server: ServerProcess;
let pages: string[];

// A build root of its own holding a copy of the current release, so that the build below and the rest of
// the suite never share a folder; inside the project, where the release's bundle finds node_modules.
beforeAll(async () => {
  requireBuild();
  buildDir = mkdtempSync(join(root, "build-rebuild-test-"));
  const current = realpathSync(join(root, "build/current"));
  cpSync(current, join(buildDir, "releases/first"), { recursive: true });
  // With the cache of the build it copies (brotli, share cards), the build below redoes only what no cache
  // holds: it still runs whole while the server answers, in a fraction of the time.
  if (existsSync(join(root, "build/.cache"))) cpSync(join(root, "build/.cache"), join(buildDir, ".cache"), { recursive: true });
  symlinkSync("releases/first", join(buildDir, "current"), "dir");
  pages = htmlFiles(join(current, "client")).map((file) => `/${relative(join(current, "client"), file)}`.replace(/index\.html$/, ""));
  server = await startServerProcess({ BUILD_DIR: buildDir, LEADS_DB_PATH: join(buildDir, "leads.sqlite") });
}, 60_000);

afterAll(async () => {
  await server?.kill("SIGTERM");
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

const STALL_MS = 5_000;

function decoded(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return brotliDecompressSync(bytes).toString();
  return encoding === "gzip" ? gunzipSync(bytes).toString() : bytes.toString();
}

/** Fetches a page and the scripts and stylesheets it names; returns what was wrong with any answer. */
async function fetchPageWithAssets(url: string, path: string): Promise<string[]> {
  const problems: string[] = [];
  const check = async (target: string) => {
    try {
      // As a browser asks: compressed answers welcome, read raw, the bytes that came against those declared.
      const headers = { "accept-encoding": "br, gzip" };
      const { status, headers: answered, bytes } = await requestWhole(`${url}${target}`, { method: "GET", headers, stallMs: STALL_MS });
      const declared = answered["content-length"] === undefined ? undefined : Number(answered["content-length"]);
      if (status !== 200) problems.push(`${target}: ${status}`);
      else if (declared !== undefined && declared !== bytes.length)
        problems.push(`${target}: ${declared} bytes declared, ${bytes.length} sent`);
      else return decoded(bytes, answered["content-encoding"]);
    } catch (error) {
      problems.push(`${target}: ${String(error)}`);
    }
    return "";
  };
  const html = await check(path);
  const assets = new Set(html.match(/\/assets\/[\w.-]+\.(js|css)/g) ?? []);
  await Promise.all([...assets].map(check));
  return problems;
}

test("a build run while a server serves the same build root never breaks a response, and switches in whole", async () => {
  // The settings of the release being served, so that codegen rewrites nothing the rest of the suite reads.
  const served = JSON.parse(readFileSync(join(buildDir, "releases/first/build-env.json"), "utf8")) as { firstVisitReset: boolean };
  const build = spawn("npm", ["run", "build"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, FIRST_VISIT_RESET: served.firstVisitReset ? "on" : "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  build.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  build.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const finished = once(build, "exit");
  let building = true;
  void finished.then(() => (building = false));

  const problems: string[] = [];
  let fetched = 0;
  let round = 0;
  // Every page and its assets, over and over, for as long as the build runs and once more after it.
  while (building || round === 0) {
    for (const path of pages) {
      problems.push(...(await fetchPageWithAssets(server.url, path)));
      fetched += 1;
    }
    round += 1;
  }
  const [code] = (await finished) as [number | null];
  expect(code, output.join("")).toBe(0);
  expect(round).toBeGreaterThan(1);
  expect(problems.slice(0, 10), `${problems.length} of ${fetched} page fetches failed`).toEqual([]);
  expect(server.child.exitCode).toBeNull();

  // The new release is current; the running server still serves the one it started with, whole, and
  // needs nothing of the new one: with it moved away, every page and asset still comes complete.
  const current = realpathSync(join(buildDir, "current"));
  expect(relative(buildDir, current)).not.toBe("releases/first");
  expect(existsSync(join(buildDir, "releases/first/client/index.html"))).toBe(true);
  renameSync(current, `${current}.away`);
  try {
    for (const path of pages) expect(await fetchPageWithAssets(server.url, path)).toEqual([]);
  } finally {
    renameSync(`${current}.away`, current);
  }

  // A server started now serves the new release.
  const next = await startServerProcess({ BUILD_DIR: buildDir, LEADS_DB_PATH: join(buildDir, "leads.sqlite") });
  try {
    const listening = next.output.find((line) => line.includes('"event":"listening"'))!;
    expect((JSON.parse(listening) as { release: string }).release).toBe(current);
    expect(await fetchPageWithAssets(next.url, "/")).toEqual([]);
  } finally {
    await next.kill("SIGTERM");
  }
}, 300_000);
