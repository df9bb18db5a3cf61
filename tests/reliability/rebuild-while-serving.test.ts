import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, watch } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, onTestFinished, test } from "vitest";
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
  // The release's files, not the claims of the servers that serve the original.
  cpSync(current, join(buildDir, "releases/first"), { recursive: true, filter: (source) => !source.split(sep).includes(".servers") });
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
  /** The answer's bytes as sent when it came whole, else undefined and the problem noted. */
  const check = async (target: string) => {
    try {
      // As a browser asks: compressed answers welcome, read raw, the bytes that came against those declared.
      const headers = { "accept-encoding": "br, gzip" };
      const answer = await requestWhole(`${url}${target}`, { method: "GET", headers, stallMs: STALL_MS });
      const declared = answer.headers["content-length"] === undefined ? undefined : Number(answer.headers["content-length"]);
      if (answer.status !== 200) problems.push(`${target}: ${answer.status}`);
      else if (declared !== undefined && declared !== answer.bytes.length)
        problems.push(`${target}: ${declared} bytes declared, ${answer.bytes.length} sent`);
      else return answer;
    } catch (error) {
      problems.push(`${target}: ${String(error)}`);
    }
    return undefined;
  };
  const page = await check(path);
  let html = "";
  try {
    if (page) html = decoded(page.bytes, page.headers["content-encoding"]);
  } catch (error) {
    problems.push(`${path}: ${String(error)}`);
  }
  const assets = new Set(html.match(/\/assets\/[\w.-]+\.(js|css)/g) ?? []);
  await Promise.all([...assets].map(check));
  return problems;
}

test("a build run while a server serves the same build root never breaks a response, and switches in whole", async () => {
  // Whatever touches a file of the served release while the build runs, for however short a moment.
  const served = join(buildDir, "releases/first");
  const touched: string[] = [];
  const watcher = watch(served, { recursive: true }, (event, file) => touched.push(`${event} ${file}`));
  onTestFinished(() => watcher.close());
  // The build step of `npm run build`, which writes the build root; the codegen before it writes only
  // generated/, which the rest of the suite reads meanwhile. With the served release's settings.
  const settings = JSON.parse(readFileSync(join(served, "build-env.json"), "utf8")) as { firstVisitReset: boolean };
  const build = spawn(process.execPath, ["release/build.ts"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, FIRST_VISIT_RESET: settings.firstVisitReset ? "on" : "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  /** Wakes the fetching below when the build reports a step or ends. */
  let news = Promise.withResolvers<void>();
  const heard = (chunk: Buffer) => (output.push(chunk.toString()), news.resolve());
  build.stdout!.on("data", heard);
  build.stderr!.on("data", heard);
  const finished = once(build, "exit");
  let building = true;
  void finished.then(() => ((building = false), news.resolve()));

  const problems: string[] = [];
  let fetched = 0;
  let round = 0;
  // Every page and its assets, round after round while the build works: a new round once the build has
  // reported a step since the last one began (a file written, a stage done), so the rounds follow its
  // writes without spending a core while it computes in silence. The watcher covers every moment between.
  while (building || round === 0) {
    news = Promise.withResolvers<void>();
    for (const path of pages) {
      problems.push(...(await fetchPageWithAssets(server.url, path)));
      fetched += 1;
    }
    round += 1;
    await news.promise;
  }
  const [code] = (await finished) as [number | null];
  expect(code, output.join("")).toBe(0);
  expect(round).toBeGreaterThan(1);
  expect(problems.slice(0, 10), `${problems.length} of ${fetched} page fetches failed`).toEqual([]);
  expect(server.child.exitCode).toBeNull();
  expect(touched, "files of the served release changed while the build ran").toEqual([]);

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
