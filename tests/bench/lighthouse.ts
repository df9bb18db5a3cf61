// Lighthouse (mobile: simulated slow 4G and a mid-tier phone's CPU) against one URL.
// Shared by the page and third-party budget benches.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags } from "../support/browser.ts";

const CHROME_FLAGS = ["--headless=new", ...chromiumFlags];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
  /** Every script the page requested, as absolute URLs. */
  scripts: string[];
  /** Bytes the page's load transferred (headers and compressed bodies), by kind of file. */
  weight: PageWeight;
  /** Ids of audits that failed in the accessibility, best-practices and SEO categories. */
  failedAudits: string[];
  /** Lighthouse's measure of this host's CPU during the run (it expects 1000 or more). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
  /** Why Lighthouse could not score performance in this run (a metric it failed to compute), if so. */
  failure?: string;
}

export const WEIGHT_KINDS = ["html", "css", "fonts", "images", "js", "other"] as const;
export type PageWeight = Record<(typeof WEIGHT_KINDS)[number], number>;

/** Lighthouse's resource types, as the page-weight table groups them. */
const KIND_OF: Readonly<Record<string, keyof PageWeight>> = {
  Document: "html",
  Stylesheet: "css",
  Font: "fonts",
  Image: "images",
  Script: "js",
};

/**
 * What each kind of file cost the load, as fetched: Lighthouse's network requests, their transfer sizes. A
 * data: URL is no transfer: its bytes came inside the document, which counts them (Lighthouse lists it as
 * a request of its decoded size).
 */
function pageWeight(items: ReadonlyArray<Record<string, unknown>>): PageWeight {
  const weight: PageWeight = { html: 0, css: 0, fonts: 0, images: 0, js: 0, other: 0 };
  for (const item of items) {
    if (String(item.url).startsWith("data:")) continue;
    weight[KIND_OF[String(item.resourceType)] ?? "other"] += Number(item.transferSize ?? 0);
  }
  return weight;
}

/** The CPU slowdown of Lighthouse's mobile preset, which PageSpeed Insights also runs. */
const LIGHTHOUSE_MOBILE_SLOWDOWN = 4;

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function lighthouseScores(
  url: string,
  chromePath: string | undefined,
  cpuSlowdown = LIGHTHOUSE_MOBILE_SLOWDOWN,
): Promise<LighthouseScores> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests = audits["network-requests"]?.details;
    const items = requests && "items" in requests ? (requests.items as Array<Record<string, unknown>>) : [];
    const failedAudits = ["accessibility", "best-practices", "seo"].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}:${ref.id}`),
    );
    const failure =
      categories.performance?.score === null || categories.performance?.score === undefined
        ? (result.lhr.runtimeError?.message ??
            (categories.performance?.auditRefs ?? [])
              .flatMap((ref) => (audits[ref.id]?.errorMessage ? [`${ref.id}: ${audits[ref.id]?.errorMessage}`] : []))
              .join("; ")) ||
          "no performance score"
        : undefined;
    return {
      failure,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories["best-practices"]?.score),
      seo: score(categories.seo?.score),
      fcp: numeric("first-contentful-paint"),
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      scripts: items.filter((item) => item.resourceType === "Script").map((item) => String(item.url)),
      weight: pageWeight(items),
      failedAudits,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? cpuSlowdown,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The CPU slowdown that makes this host emulate Lighthouse's mid-tier phone, from Lighthouse's own CPU
 * throttling calculator (linked from its docs/throttling.md): benchmark index 1533 → 4×, 800 → 2×,
 * 150 → 1×. The default 4× assumes a high-end desktop; on a slower host it simulates a much slower
 * phone than intended, which is what Lighthouse's "slower CPU than Lighthouse expects" warning says.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * Runs Lighthouse `runs` times per URL and keeps the median run by performance score, as Lighthouse CI
 * does. The slowdown is Lighthouse's mobile preset, 4×, unless CPU_SLOWDOWN says otherwise: a number fixes
 * it, "auto" calibrates each run from the benchmark index of the run before it (a first, discarded run
 * measures the host), because this machine's CPU speed drifts by a factor of two within minutes
 * (decision 318 says why the preset is the default).
 */
export function lighthouseRunner(chromePath: string | undefined, runs: number, env: NodeJS.ProcessEnv = process.env) {
  const setting = env.CPU_SLOWDOWN ?? String(LIGHTHOUSE_MOBILE_SLOWDOWN);
  const fixed = setting === "auto" ? undefined : Number(setting);
  if (fixed !== undefined && !(fixed >= 1)) throw new Error(`CPU_SLOWDOWN must be "auto" or a number ≥ 1, not "${setting}"`);
  let lastIndex: number | undefined;
  const once = async (url: string) => {
    const scores = await lighthouseScores(
      url,
      chromePath,
      fixed ?? (lastIndex === undefined ? LIGHTHOUSE_MOBILE_SLOWDOWN : cpuSlowdownFor(lastIndex)),
    );
    lastIndex = scores.benchmarkIndex;
    return scores;
  };
  return {
    description:
      fixed === LIGHTHOUSE_MOBILE_SLOWDOWN
        ? `CPU slowdown ${fixed}× (Lighthouse's mobile preset)`
        : fixed !== undefined
          ? `CPU slowdown ${fixed}× (fixed)`
          : "CPU slowdown calibrated per run from the host's benchmark index",
    /** The median scored run; `performanceRuns` lists every run's score, NaN for a run Lighthouse failed. */
    async median(url: string): Promise<LighthouseScores & { performanceRuns: number[] }> {
      if (fixed === undefined && lastIndex === undefined) await once(url);
      const results: LighthouseScores[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await once(url));
      // A run in which Lighthouse failed to compute a metric has no score; it says so and is not a 0.
      for (const failed of results.filter((result) => result.failure)) console.error(`${url}: Lighthouse failed a run: ${failed.failure}`);
      const scored = results.filter((result) => !result.failure).sort((a, b) => a.performance - b.performance);
      const middle = scored[Math.floor(scored.length / 2)] ?? results[0]!;
      return { ...middle, performanceRuns: results.map((result) => (result.failure ? Number.NaN : result.performance)) };
    },
  };
}
