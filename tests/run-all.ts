// `npm test`: every check of the project, in stages (`--quick`: the developer's loop, quickStages below). Codegen runs once for each build's settings, and the
// steps after the second run read its output; steps that share no files run side by side; each step's log
// is printed whole when it ends, with its time, so that a failure reads as it would alone. The first
// failing stage stops the run.
import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { decapBundle } from "../tools/editor-decap.ts";
import { E2E_STORES } from "./e2e/support/stores.ts";
import { thirdPartyEnv } from "./e2e/support/third-party-env.ts";
import { browserToInstall } from "./support/browser.ts";
import { missingServices } from "./support/system-services.ts";

const root = join(import.meta.dirname, "..");

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** Runs first, in this process: what the step needs in place before it starts. */
  before?: () => void;
}

/**
 * The two builds are the same site with other public settings: their share cards and most of their
 * compressed files are the same, so the second starts from a copy of the first one's cache.
 */
function seedCache(to: string, from: string): () => void {
  return () => {
    const own = join(root, to, ".cache");
    if (!existsSync(own) && existsSync(join(root, from, ".cache"))) cpSync(join(root, from, ".cache"), own, { recursive: true });
  };
}

/** The end-to-end servers' stores start empty, as on a clean clone: a run reads only the leads it sent. */
function removeEndToEndStores(): void {
  for (const store of Object.values(E2E_STORES)) {
    for (const file of [store, `${store}-wal`, `${store}-shm`]) rmSync(join(root, file), { force: true });
  }
}

// The end-to-end server's setting (playwright.config.ts), so that it serves the build made here. Codegen
// bakes the public settings into generated/, so codegen and the build it feeds run with the same ones.
const e2eSettings = { FIRST_VISIT_RESET: "off" };

const everyStage: Step[][] = [
  // The end-to-end third-party server's build, which its server/start.ts then finds current. First: its
  // codegen writes generated/ with its own settings, and the codegen after it writes them back before
  // anything reads them. Its build reads them; nothing reads them again once it is built.
  [
    {
      name: "third-party build",
      command: "npm run --silent build",
      env: thirdPartyEnv,
      before: seedCache(thirdPartyEnv.BUILD_DIR, "build"),
    },
  ],
  [{ name: "codegen", command: "node codegen/cli.ts", env: e2eSettings }],
  [
    { name: "typecheck", command: "npm run --silent typecheck:generated" },
    { name: "lint", command: "npm run --silent lint:generated" },
    { name: "build", command: "node release/build.ts", env: e2eSettings, before: seedCache("build", thirdPartyEnv.BUILD_DIR) },
  ],
  // Side by side: each leaves a core idle part of the time (servers starting, the phone profile's
  // throttled browser), and neither writes what the other reads. The unit tests start their servers on
  // free ports and build in folders of their own; the browser tests' servers serve the builds made above.
  [
    // Decap for the editor's tests, installed once here as the editor's first start would: each test's copy
    // of the project links it, where each would otherwise install its own (630 packages, about a minute).
    { name: "unit and reliability tests", command: "vitest run", before: () => void decapBundle(root) },
    { name: "end-to-end tests", command: "playwright test", before: removeEndToEndStores },
  ],
];

// `npm run test:quick`, a developer's loop between two saves: what a change of content or code breaks
// most often, in about a minute and a half on two cores. Codegen, typecheck, lint and the build as in
// the full run, then the unit tests alone; the reliability suites (real servers, nginx, PostgreSQL) and
// the browsers run only in `npm test`, which is what CI runs.
const quickStages: Step[][] = [
  [{ name: "codegen", command: "node codegen/cli.ts", env: e2eSettings }],
  [
    { name: "typecheck", command: "npm run --silent typecheck:generated" },
    { name: "lint", command: "npm run --silent lint:generated" },
    { name: "build", command: "node release/build.ts", env: e2eSettings },
  ],
  [{ name: "unit tests", command: "vitest run tests/unit" }],
];

const quick = process.argv.includes("--quick");
const stages = quick ? quickStages : everyStage;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function run(step: Step, alone: boolean): Promise<boolean> {
  step.before?.();
  const started = performance.now();
  // A step alone streams its output; side by side, each step's output is kept and printed when it ends.
  const child = spawn(step.command, {
    cwd: root,
    shell: true,
    env: { ...process.env, ...step.env },
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (!alone) process.stdout.write(Buffer.concat(output));
  console.log(`\n== ${step.name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds(started)}\n`);
  return code === 0;
}

/** Steps side by side print nothing until they end, which can be many minutes: a line a minute says what still runs. */
const HEARTBEAT_MS = 60_000;

const started = performance.now();

const command = quick ? "npm run test:quick" : "npm test";

// What this machine lacks, for the suites only the full run has. With CI=true every suite must run: a
// missing service fails the run at once.
const skipped = quick ? [] : missingServices().map((service) => `skipped: ${service.install}`);
if (skipped.length > 0) {
  console.log(skipped.join("\n"));
  if (process.env.CI) {
    console.log(`${command} failed: CI runs every suite, and this machine lacks the services above`);
    process.exit(1);
  }
}
// Debian's Chromium where it is installed, else Playwright's own, downloaded once on a machine without either.
const browser = quick ? undefined : browserToInstall();
if (browser && !(await run({ name: `download of Playwright's ${browser}`, command: `npx playwright install ${browser}` }, true)))
  process.exit(1);

for (const stage of stages) {
  const running = new Set(stage.map((step) => step.name));
  const stageStarted = performance.now();
  const heartbeat =
    stage.length > 1
      ? setInterval(() => console.log(`… still running after ${seconds(stageStarted)}: ${[...running].join(", ")}`), HEARTBEAT_MS)
      : undefined;
  const results = await Promise.all(
    stage.map(async (step) => {
      const passed = await run(step, stage.length === 1);
      running.delete(step.name);
      return passed;
    }),
  );
  clearInterval(heartbeat);
  if (results.includes(false)) {
    console.log(`${command} failed after ${seconds(started)}`);
    process.exit(1);
  }
}
console.log([...skipped, `${command} passed in ${seconds(started)}`].join("\n"));
