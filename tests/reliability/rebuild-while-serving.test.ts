import { spawn } from "node:child_process";
import { once } from "node:events";
import { get as httpGet } from "node:http";
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { htmlFiles } from "../../server/html-files.ts";
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
  symlinkSync("releases/first", join(buildDir, "current"), "dir");
  pages = htmlFiles(join(current, "client")).map((file) => `/${relative(join(current, "client"), file)}`.replace(/index\.html$/, ""));
  server = await startServerProcess({ BUILD_DIR: buildDir, LEADS_DB_PATH: join(buildDir, "leads.sqlite") });
}, 60_000);

afterAll(async () => {
  await server?.kill("SIGTERM");
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

const STALL_MS = 5_000;

/** One GET as a browser sends it (compressed answers welcome), read raw: the bytes that came, against those declared. */
function get(url: string): Promise<{ status: number; declared: number | undefined; body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("aborted", () => reject(new Error("the answer was cut short")));
      response.on("end", () => {
        const declared = response.headers["content-length"];
        resolve({
          status: response.statusCode ?? 0,
          declared: declared === undefined ? undefined : Number(declared),
          body: Buffer.concat(chunks),
          encoding: response.headers["content-encoding"],
        });
      });
    });
    request.on("error", reject);
    // An answer shorter than its Content-Length never ends: the browser waits until it gives up.
    request.setTimeout(STALL_MS, () => request.destroy(new Error(`no byte for ${STALL_MS} ms`)));
  });
}

/** Fetches a page and the scripts and stylesheets it names; returns what was wrong with any answer. */
async function fetchPageWithAssets(url: string, path: string): Promise<string[]> {
  const problems: string[] = [];
  const check = async (target: string) => {
    try {
      const { status, declared, body, encoding } = await get(`${url}${target}`);
      if (status !== 200) problems.push(`${target}: ${status}`);
      else if (declared !== undefined && declared !== body.length)
        problems.push(`${target}: ${declared} bytes declared, ${body.length} sent`);
      else
        return encoding === "br"
          ? brotliDecompressSync(body).toString()
          : encoding === "gzip"
            ? gunzipSync(body).toString()
            : body.toString();
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

  // The new release is current; the running server still serves the one it started with, whole.
  const current = realpathSync(join(buildDir, "current"));
  expect(relative(buildDir, current)).not.toBe("releases/first");
  expect(existsSync(join(buildDir, "releases/first/client/index.html"))).toBe(true);
  for (const path of pages) expect(await fetchPageWithAssets(server.url, path)).toEqual([]);

  // A server started now serves the new release.
  const next = await startServerProcess({ BUILD_DIR: buildDir, LEADS_DB_PATH: join(buildDir, "leads.sqlite") });
  try {
    const listening = next.output.find((line) => line.includes('"event":"listening"'))!;
    expect((JSON.parse(listening) as { release: string }).release).toBe(current);
    expect(await fetchPageWithAssets(next.url, "/")).toEqual([]);
  } finally {
    await next.kill("SIGTERM");
  }
  expect(readFileSync(join(current, "build-env.json"), "utf8")).toBe(readFileSync(join(buildDir, "releases/first/build-env.json"), "utf8"));
}, 300_000);
