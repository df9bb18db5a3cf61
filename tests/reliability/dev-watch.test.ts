// `npm run dev` as an author meets it: saves of every kind are seen (in place, by rename, by git), a half-written
// file is never reported, a mistake takes down only the pages it is in, and an open tab follows the saves;
// `npm run editor` started beside it uses it.
import { execFileSync } from "node:child_process";
import { appendFileSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as pause } from "node:timers/promises";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { playwrightLaunchOptions } from "../support/browser.ts";
import { copyProject } from "./support/project-copy.ts";
import { linesUntil as linesUntilOf } from "./support/server-lines.ts";
import { startServerProcess, type ServerProcess } from "./support/server-process.ts";

const repo = join(import.meta.dirname, "../..");

let server: ServerProcess;
let editor: ServerProcess | undefined;
// A copy of the project under git of its own: the tests save, check out and stash its content.
let project: string;
let browser: Browser | undefined;
const about = () => join(project, "content/pages/about.yaml");
const original = () => readFileSync(join(repo, "content/pages/about.yaml"), "utf8");
const git = (...args: string[]) => execFileSync("git", args, { cwd: project, stdio: "pipe" });

beforeAll(async () => {
  project = copyProject("dev-watch-");
  git("init", "-q");
  git("add", "content");
  git("-c", "user.name=Author", "-c", "user.email=author@example.com", "commit", "-qm", "content");
  server = await startServerProcess({ LEADS_DB_PATH: join(project, "leads.sqlite") }, "tools/dev.ts", project);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await editor?.kill("SIGTERM");
  await server?.kill("SIGTERM");
  if (project) rmSync(project, { recursive: true, force: true });
});

const linesUntil = (text: string) => linesUntilOf(server, text);

async function titleOf(path: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`, { headers: { accept: "text/html" } })).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
}

const titled = (title: string) => original().replace(/^title: .*$/m, `title: ${title}`);

/** Saves about.yaml with `title` as `save` does it, and resolves once the dev server regenerated. */
async function saved(save: () => void): Promise<string[]> {
  // "content: regenerated …", or "content: problems fixed …" after a step that broke the content.
  const regenerated = linesUntil("content: ");
  save();
  return regenerated;
}

test("a file replaced by a rename (an editor's safe save) is still seen: each later save changes the page", async () => {
  await saved(() => {
    writeFileSync(join(project, "content/pages/.about.yaml.tmp"), titled("Renamed over"));
    renameSync(join(project, "content/pages/.about.yaml.tmp"), about());
  });
  expect(await titleOf("/about")).toBe("Renamed over");
  await saved(() => writeFileSync(about(), titled("Saved in place")));
  expect(await titleOf("/about")).toBe("Saved in place");
  await saved(() => writeFileSync(about(), titled("Saved again")));
  expect(await titleOf("/about")).toBe("Saved again");
}, 60_000);

test("git checkout of a file and of a whole folder, and git stash, leave every file watched", async () => {
  await saved(() => writeFileSync(about(), titled("Before checkout")));
  await saved(() => git("checkout", "content/pages/about.yaml"));
  expect(await titleOf("/about")).toBe(/^title: (.*)$/m.exec(original())![1]);
  await saved(() => writeFileSync(about(), titled("After checkout")));
  expect(await titleOf("/about")).toBe("After checkout");

  await saved(() => git("stash"));
  await saved(() => git("stash", "pop"));
  expect(await titleOf("/about")).toBe("After checkout");

  // The folder removed and brought back by git: a new folder, new files.
  await saved(() => {
    rmSync(join(project, "content/pages"), { recursive: true });
    git("checkout", "content/pages");
  });
  // The removal and the checkout may reach the watcher as two bursts: the next save comes once the page
  // shows the checked-out file, as an author's would, not while the watcher still arms the new folder.
  await expect.poll(() => titleOf("/about"), { timeout: 30_000 }).toBe(/^title: (.*)$/m.exec(original())![1]);
  await saved(() => writeFileSync(about(), titled("In the restored folder")));
  expect(await titleOf("/about")).toBe("In the restored folder");
}, 90_000);

test("a save written in steps (emptied, then half, then the rest) is never reported as a problem", async () => {
  const text = titled("Written in steps");
  const lines = linesUntil("content: ");
  // A slow writer: the watcher sees the file empty and half written before it is whole.
  writeFileSync(about(), "");
  await pause(60);
  appendFileSync(about(), text.slice(0, text.length / 2));
  await pause(60);
  appendFileSync(about(), text.slice(text.length / 2));
  const printed = await lines;
  expect(printed.filter((line) => /CG1\d\d (?!warning)/.test(line))).toEqual([]);
  expect(await titleOf("/about")).toBe("Written in steps");
}, 60_000);

test("a content mistake takes down only its own page; the terminal tells each problem once, and once when it goes", async () => {
  const mistake = (fields: string) => titled("Broken").replace("    eyebrow: About us\n", `    eyebrow: About us\n${fields}`);
  const first = linesUntil("CG111");
  writeFileSync(about(), mistake("    eyebrowe: About\n"));
  expect((await first).join("\n")).toContain("content/pages/about.yaml:12:15");

  const page = await fetch(`${server.url}/ru/about`, { headers: { accept: "text/html" } });
  expect(page.status).toBe(500);
  expect(await page.text()).toContain("content/pages/about.yaml:12:15");
  // Every other page keeps serving.
  const pricing = await fetch(`${server.url}/pricing`, { headers: { accept: "text/html" } });
  expect(pricing.status).toBe(200);
  expect(await pricing.text()).toContain("<main");

  // A second mistake: only it is printed, not the first again.
  const second = linesUntil("CG111");
  writeFileSync(about(), mistake("    eyebrowe: About\n    eyebrowz: About\n"));
  expect((await second).filter((line) => line.includes("CG1"))).toEqual([expect.stringContaining("content/pages/about.yaml:13:15")]);

  const fixed = linesUntil("content: problems fixed");
  writeFileSync(about(), titled("Fixed"));
  const fixedLines = await fixed;
  expect(fixedLines.filter((line) => line.includes("CG111"))).toEqual([
    expect.stringMatching(/^fixed: content\/pages\/about\.yaml:12:15 .*CG111/),
    expect.stringMatching(/^fixed: content\/pages\/about\.yaml:13:15 .*CG111/),
  ]);
  expect(await titleOf("/about")).toBe("Fixed");
}, 60_000);

test("an open tab reloads when a save changes its page, at the same scroll position; a tab whose page did not change stays", async () => {
  browser = await chromium.launch(playwrightLaunchOptions);
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const [aboutTab, pricingTab] = [await context.newPage(), await context.newPage()];
  await aboutTab.goto(`${server.url}/about`);
  await pricingTab.goto(`${server.url}/pricing`);
  for (const tab of [aboutTab, pricingTab]) await tab.waitForSelector("html[data-follows-saves]");
  await aboutTab.evaluate(() => window.scrollTo(0, 900));
  const scrolled = await aboutTab.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  // Gone if the tab reloads.
  await pricingTab.evaluate(() => document.body.setAttribute("data-not-reloaded", ""));

  const reloaded = aboutTab.waitForEvent("load");
  const printedFrom = server.output.length;
  writeFileSync(about(), titled("Followed by the tab"));
  await reloaded;
  await aboutTab.waitForSelector("html[data-follows-saves]");
  expect(await aboutTab.title()).toBe("Followed by the tab");
  expect(await aboutTab.evaluate(() => window.scrollY)).toBe(scrolled);

  // The save's news reaches the other tab once codegen has run: on a loaded machine, beside the browser
  // suites, that alone has taken more than Playwright's default 30 s.
  await pricingTab.waitForSelector("html[data-follows-saves='1']", { timeout: 60_000 });
  expect(await pricingTab.locator("body[data-not-reloaded]").count()).toBe(1);
  // The terminal told of the save, not of the tabs' requests or of each module Vite reloaded.
  const printed = server.output.slice(printedFrom);
  expect(printed).toContainEqual(expect.stringContaining("content: regenerated"));
  expect(printed.filter((line) => line.includes('"event":"request"') || / page reload /.test(line))).toEqual([]);
}, 120_000);

test("a tab follows a save made while it loads and the last of two quick saves after it, every time", async () => {
  browser ??= await chromium.launch(playwrightLaunchOptions);
  const tab = await browser.newPage();
  // Vite's own socket included: the dev pages' policy admits what they connect to.
  const violations: string[] = [];
  tab.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  for (const round of [1, 2, 3]) {
    await tab.goto(`${server.url}/about`);
    const loaded = performance.now();
    // Before the tab's script has connected to the dev server's save channel.
    writeFileSync(about(), titled(`Round ${round}, saved while the tab loads`));
    expect(performance.now() - loaded).toBeLessThan(200);
    // Two more saves 300 ms apart, as an author fixing a typo twice: the tab is reloading meanwhile.
    await pause(300);
    writeFileSync(about(), titled(`Round ${round}, saved again`));
    await pause(300);
    const last = `Round ${round}, saved the last time`;
    writeFileSync(about(), titled(last));
    await tab.waitForFunction((title) => document.title === title, last, { timeout: 20_000 });
    // Settled: connected again, with nothing left to follow.
    await tab.waitForSelector("html[data-follows-saves]");
    expect(await tab.title()).toBe(last);
  }
  expect(violations).toEqual([]);
  await tab.close();
}, 120_000);

// The editor beside the product owner's `npm run dev` uses that dev server (its watcher sees the editor's
// saves) instead of starting a second one that cannot listen there (decision 445).
test("the editor started beside a running dev server uses it, and both keep answering", async () => {
  const devPort = new URL(server.url).port;
  editor = await startServerProcess(
    { PORT: devPort, EDITOR_PORT: "0", LEADS_DB_PATH: join(project, "leads.sqlite") },
    "tools/editor.ts",
    project,
  );
  const reused = `using the \`npm run dev\` already running on port ${devPort}`;
  if (!editor.output.some((line) => line.includes(reused))) await linesUntilOf(editor, reused);
  expect((await fetch(`${editor.url}/config.json`)).status).toBe(200);
  expect((await fetch(`${server.url}/about`, { headers: { accept: "text/html" } })).status).toBe(200);
  expect(editor.output.join("\n")).not.toContain("EADDRINUSE");
  expect(editor.child.exitCode).toBeNull();
}, 120_000);
