// How a form page starts on a phone: per form page, the time from the visitor's first tap on the form to a
// live island, and the longest event and long task while the visitor types through the start, each beside
// the same page with every script stripped (the browser's own cost of that typing: our floor).
// Run: npm run bench:forms   (ROUTES=/,/contact to limit the routes; RUNS=5)
// The phone profile is the phone project's (tests/support/phone-profile.ts): 4× CPU and slow 4G over CDP.
import { chromium, type Browser } from "@playwright/test";
import { manifest } from "#generated/manifest.ts";
import { playwrightLaunchOptions } from "../support/browser.ts";
import { applyPhoneProfile, CPU_SLOWDOWN, PHONE_DEVICE, SLOW_4G } from "../support/phone-profile.ts";
import { startSite } from "./serve.ts";
import { startStaticReference } from "./static-reference.ts";

const runs = Number(process.env.RUNS ?? 5);
const chosen = process.env.ROUTES?.split(",").map((path) => path.trim());
const routes = manifest.filter((route) => route.hydrates && (!chosen || chosen.includes(route.path))).map((route) => route.path);
const TYPED = "Dilnoza Karimova, Tashkent";
const TYPING_DELAY_MS = 50;

interface Run {
  /** From the first tap to <html data-hydrated>; null on the script-free copy, which never starts. */
  tapToLiveMs: number | null;
  /** The longest event a keystroke made (keydown, keypress, beforeinput, input, keyup): the target. */
  longestKeyMs: number;
  longestKeyType: string;
  /** The longest event of any kind, the tap's pointer events included (the tap lands while the page loads). */
  longestEventMs: number;
  longestTaskMs: number;
}

const KEYSTROKE = new Set(["keydown", "keypress", "keyup", "beforeinput", "input"]);

/** Installed before the page's own scripts: the first tap, the island going live, event timing, long tasks. */
function observe() {
  const marks = {
    tap: 0,
    live: 0,
    events: [] as { type: string; start: number; duration: number }[],
    tasks: [] as { start: number; duration: number }[],
  };
  Object.assign(window, { benchMarks: marks });
  for (const type of ["pointerdown", "touchstart"])
    document.addEventListener(type, () => (marks.tap ||= performance.now()), { capture: true });
  // The document has no <html> element yet when this runs: watch the document for the attribute.
  new MutationObserver(() => {
    if (document.documentElement?.hasAttribute("data-hydrated")) marks.live ||= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.events.push({ type: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
}

async function measure(browser: Browser, url: string, startsIsland: boolean): Promise<Run> {
  const context = await browser.newContext(PHONE_DEVICE);
  try {
    const page = await context.newPage();
    await page.addInitScript(observe);
    await applyPhoneProfile(page);
    await page.goto(url, { waitUntil: "commit" });
    const field = page.locator("main form :is(input:not([type=hidden]):not([tabindex='-1']), textarea)").first();
    await field.tap();
    await field.pressSequentially(TYPED, { delay: TYPING_DELAY_MS });
    if (startsIsland) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    // Typing goes on once the form is live: its own handlers count too.
    await field.pressSequentially(" ok", { delay: TYPING_DELAY_MS });
    // Event timing reports an event once its frame is presented: one more frame flushes the last ones.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const marks = await page.evaluate(
      () =>
        (
          window as unknown as {
            benchMarks: {
              tap: number;
              live: number;
              events: { type: string; start: number; duration: number }[];
              tasks: { start: number; duration: number }[];
            };
          }
        ).benchMarks,
    );
    const events = marks.events.filter((event) => event.start >= marks.tap - 50);
    const longest = (among: typeof events) =>
      among.reduce((max, event) => (event.duration > max.duration ? event : max), { type: "none", start: 0, duration: 0 });
    const key = longest(events.filter((event) => KEYSTROKE.has(event.type)));
    const tasks = marks.tasks.filter((task) => task.start >= marks.tap);
    return {
      tapToLiveMs: startsIsland ? marks.live - marks.tap : null,
      longestKeyMs: key.duration,
      longestKeyType: key.type,
      longestEventMs: longest(events).duration,
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
    };
  } finally {
    await context.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Medians of several runs; the longest keystroke also with its worst run, which a visitor may meet. */
function summarise(results: readonly Run[]) {
  const byKey = [...results].sort((a, b) => a.longestKeyMs - b.longestKeyMs);
  const middle = byKey[Math.floor(results.length / 2)]!;
  const live = results.flatMap((run) => (run.tapToLiveMs === null ? [] : [run.tapToLiveMs]));
  return {
    live: live.length > 0 ? `${Math.round(median(live))} ms` : "—",
    key: `${Math.round(middle.longestKeyMs)} ms (${middle.longestKeyType}; worst ${Math.round(byKey.at(-1)!.longestKeyMs)})`,
    event: `${Math.round(median(results.map((run) => run.longestEventMs)))} ms`,
    task: `${Math.round(median(results.map((run) => run.longestTaskMs)))} ms`,
  };
}

const browser = await chromium.launch(playwrightLaunchOptions);
// The build the e2e tests use: no first-visit reset, which would reload a fresh context's first page.
const site = await startSite({ FIRST_VISIT_RESET: "off" });
const rows: string[][] = [];
try {
  for (const path of routes) {
    const reference = await startStaticReference(site, path);
    try {
      const live: Run[] = [];
      const bare: Run[] = [];
      // Interleaved, so a busy moment of the host falls on both alike.
      for (let run = 0; run < runs; run += 1) {
        live.push(await measure(browser, site.url + path, true));
        bare.push(await measure(browser, reference.url + path, false));
      }
      const withScript = summarise(live);
      const floor = summarise(bare);
      rows.push([path, withScript.live, withScript.key, floor.key, withScript.event, floor.event, withScript.task, floor.task]);
      console.error(rows.at(-1)!.join("  "));
    } finally {
      await reference.stop();
    }
  }
} finally {
  await site.stop();
  await browser.close();
}

const header = ["route", "tap → live", "longest keystroke", "no-script copy", "longest event", "no-script", "longest task", "no-script"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
console.log(
  `Phone profile: ${PHONE_DEVICE.viewport.width}×${PHONE_DEVICE.viewport.height} touch, ${CPU_SLOWDOWN}× CPU, ` +
    `${SLOW_4G.latency} ms round trip, ${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbit/s down; typing ${TYPING_DELAY_MS} ms per key from the first tap; median of ${runs}.`,
);
console.log(line(header));
console.log(line(widths.map((width) => "-".repeat(width))));
for (const row of rows) console.log(line(row));
