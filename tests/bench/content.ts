// `npm run bench:content -- --scale 10`: how authoring and building keep up with more content. Makes a
// copy of the repository whose pages are copied `scale` times (each copy under /copyN, in all three
// languages), and prints, beside the same figures for the content as it is: codegen, a build from
// nothing, codegen and a build after one page's title changed, and five dev-server saves: until the new HTML is
// served, and until a Chromium tab left open on the page has reloaded with it. `--dev` measures the saves alone.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { startServerProcess } from "../reliability/support/server-process.ts";
import { playwrightLaunchOptions } from "../support/browser.ts";

const repository = join(import.meta.dirname, "../..");
const scaleArgument = process.argv.indexOf("--scale");
const scale = scaleArgument > 0 ? Number(process.argv[scaleArgument + 1]) : 10;
/** `--dev`: the dev-server saves alone, without the builds (a minute instead of six). */
const devOnly = process.argv.includes("--dev");
if (!Number.isInteger(scale) || scale < 2) {
  console.error(
    "usage: npm run bench:content -- [--scale N] [--dev]   (N ≥ 2, the multiple of today's pages; --dev: dev-server saves only)",
  );
  process.exit(2);
}

/** A copy of the tracked files, with the pages copied `times` times; node_modules is shared. */
function copyRepository(times: number): string {
  const copy = mkdtempSync(join(tmpdir(), `bench-content-${times}x-`));
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: repository, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repository, file), join(copy, file));
  }
  symlinkSync(join(repository, "node_modules"), join(copy, "node_modules"), "dir");
  const pages = join(copy, "content/pages");
  for (const name of readdirSync(pages)) {
    for (let index = 2; index <= times; index++) {
      const [base, ...rest] = name.split(".");
      let text = readFileSync(join(pages, name), "utf8");
      if (rest.length === 1) {
        // The English file owns the addresses: each copy lives under /copyN.
        const prefix = (path: string) => `/copy${index}${path === "/" ? "" : path}`;
        text = text
          .replace(/^path: (\S+)/m, (_, path: string) => `path: ${prefix(path)}`)
          // An illustration heads one family of pages (decision 399): the copies go without.
          .replace(/^(\s+)art: \S+\n/gm, "")
          .replace(
            /^aliases: \[([^\]]*)\]/m,
            (_, list: string) =>
              `aliases: [${list
                .split(",")
                .map((alias) => prefix(alias.trim()))
                .join(", ")}]`,
          );
      }
      writeFileSync(join(pages, [`${base}-copy${index}`, ...rest].join(".")), text);
    }
  }
  return copy;
}

const seconds = (started: number) => (performance.now() - started) / 1000;

/** Runs a node script in the copy; its wall time in seconds, and its output. */
function timed(copy: string, script: string): { time: number; output: string } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [script], { cwd: copy, encoding: "utf8", env: { ...process.env, FIRST_VISIT_RESET: "off" } });
  const time = seconds(started);
  if (run.status !== 0) throw new Error(`${script} failed in ${copy}:\n${run.stdout}\n${run.stderr}`);
  return { time, output: run.stdout };
}

function retitle(copy: string, title: string) {
  const file = join(copy, "content/pages/about.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace(/^title: .*$/m, `title: ${title}`));
}

const SAVES = 5;
/** How long a save may take to reach the open tab before the bench counts it as never. */
const TAB_LIMIT_MS = 20_000;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface DevSave {
  /** Median of SAVES saves, in seconds: from the save until the dev server answers /about with the new title. */
  html: number;
  /** Median of SAVES other saves: until a tab left open on /about has reloaded and read the new HTML; undefined when no save reached it. */
  tab: number | undefined;
  /** Saves that reached the tab within TAB_LIMIT_MS. */
  tabReached: number;
}

/** Saves content/pages/about.yaml SAVES times with a Chromium tab open on /about; see `DevSave`. */
async function devSave(copy: string): Promise<DevSave> {
  const server = await startServerProcess({}, "tools/dev.ts", copy);
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    const tab = await browser.newPage();
    const follows = () =>
      tab.waitForSelector("html[data-follows-saves]", { timeout: TAB_LIMIT_MS }).then(
        () => true,
        () => false,
      );
    await tab.goto(`${server.url}/about`);
    let following = await follows();
    const html: number[] = [];
    const reached: number[] = [];
    const title = () => `Saved ${Math.random().toString(36).replace(/[\d.]/g, "")}`;
    // The new HTML, asked for again and again; the tab's reload does not count (the next save waits for it).
    for (let save = 0; save < SAVES; save++) {
      // No figure: an English figure the translations lack would show those pages in English and warn (CG175).
      const saved = title();
      const reloaded = following ? tab.waitForEvent("domcontentloaded", { timeout: TAB_LIMIT_MS }).catch(() => undefined) : undefined;
      const started = performance.now();
      retitle(copy, saved);
      for (;;) {
        // A browser repeats a request whose reused connection the server closed; so does the bench.
        const page = await fetch(`${server.url}/about`).then(
          (response) => response.text(),
          () => "",
        );
        if (page.includes(saved)) break;
        if (seconds(started) > 120)
          throw new Error(`the dev server did not show the saved title within 120 s; it said:\n${server.output.join("\n")}`);
      }
      html.push(seconds(started));
      await reloaded;
      if (following) following = await follows();
    }
    // The open tab alone, nothing else asking: until the reloaded page's HTML is read (the title shown).
    for (let save = 0; save < SAVES; save++) {
      const saved = title();
      const reloaded = tab.waitForEvent("domcontentloaded", { timeout: TAB_LIMIT_MS }).then(
        () => performance.now(),
        () => undefined,
      );
      const started = performance.now();
      retitle(copy, saved);
      const loaded = await reloaded;
      if (loaded !== undefined && (await tab.title()) === saved) reached.push((loaded - started) / 1000);
      // The next save only once the tab listens again; a tab that never follows is given one chance.
      if (!(following = await follows())) break;
    }
    return { html: median(html), tab: reached.length > 0 ? median(reached) : undefined, tabReached: reached.length };
  } finally {
    await browser.close();
    await server.kill("SIGTERM");
  }
}

interface Figures {
  routes: number;
  codegen: number;
  build: number;
  precompress: string;
  shareCards: string;
  rebuild: number;
  rebuildPrecompress: string;
  devSave: DevSave;
}

async function measure(times: number): Promise<Figures> {
  const copy = copyRepository(times);
  try {
    const codegen = timed(copy, "codegen/cli.ts");
    const routes = Number(/codegen: (\d+) routes/.exec(codegen.output)?.[1]);
    const build = timed(copy, "release/build.ts");
    const line = (output: string, name: string) => output.split("\n").find((text) => text.startsWith(`${name}:`)) ?? "";
    const step = (output: string, name: string) => `${(Number(/in (\d+) ms/.exec(line(output, name))?.[1]) / 1000).toFixed(1)} s`;
    retitle(copy, "About Silkway Cloud, retitled");
    // As `npm run build` does: codegen first, so the new title reaches the pages.
    const regenerated = timed(copy, "codegen/cli.ts");
    const built = timed(copy, "release/build.ts");
    const rebuild = { time: regenerated.time + built.time, output: built.output };
    // How many files the rebuild compressed again: the pages whose bytes one title changed.
    const recompressed = /(\d+) compressed/.exec(line(rebuild.output, "precompress"))?.[1] ?? "?";
    return {
      routes,
      codegen: codegen.time,
      build: build.time,
      precompress: step(build.output, "precompress"),
      shareCards: step(build.output, "og-images"),
      rebuild: rebuild.time,
      rebuildPrecompress: `${step(rebuild.output, "precompress")}, ${recompressed} compressed`,
      devSave: await devSave(copy),
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The dev rows: save→HTML and save→reloaded tab, medians of SAVES saves. */
function devRows(today: DevSave, scaled: DevSave): [string, string, string][] {
  const tab = (save: DevSave) =>
    save.tab === undefined
      ? `never in ${TAB_LIMIT_MS / 1000} s`
      : `${save.tab.toFixed(2)} s${save.tabReached < SAVES ? ` (${save.tabReached} of ${SAVES})` : ""}`;
  return [
    [`dev save to new HTML, median of ${SAVES}`, `${today.html.toFixed(2)} s`, `${scaled.html.toFixed(2)} s`],
    [`dev save to the open tab reloaded, median of ${SAVES}`, tab(today), tab(scaled)],
  ];
}

/** `--dev`: only the dev-server figures, on copies that are never built. */
async function measureDev(times: number): Promise<DevSave> {
  const copy = copyRepository(times);
  try {
    return await devSave(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const rows: [string, string, string][] = devOnly
  ? devRows(await measureDev(1), await measureDev(scale))
  : await (async () => {
      const today = await measure(1);
      const scaled = await measure(scale);
      return [
        ["routes", String(today.routes), String(scaled.routes)],
        ["codegen", `${today.codegen.toFixed(1)} s`, `${scaled.codegen.toFixed(1)} s`],
        ["build from nothing", `${today.build.toFixed(1)} s`, `${scaled.build.toFixed(1)} s`],
        ["  of it precompression", today.precompress, scaled.precompress],
        ["  of it share cards", today.shareCards, scaled.shareCards],
        ["codegen and build after one title changed", `${today.rebuild.toFixed(1)} s`, `${scaled.rebuild.toFixed(1)} s`],
        ["  of it precompression", today.rebuildPrecompress, scaled.rebuildPrecompress],
        ...devRows(today.devSave, scaled.devSave),
      ];
    })();
const header: [string, string, string] = ["", "content today", `${scale}× the pages`];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (row: readonly string[]) =>
  row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join("  ");
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`\ntargets at ${scale}×: a dev save to new HTML ≤ 1 s, a build ≤ 60 s`);
console.log("(a copied page keeps its page's title, so its share card is the same drawing: cards do not grow with the copies)");
