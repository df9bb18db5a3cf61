// Lighthouse (mobile, default throttling) against one URL with a given Chrome. Shared by the page and
// third-party budget benches.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
  /** Every script the page requested, as absolute URLs. */
  scripts: string[];
  /** Ids of audits that failed in the accessibility, best-practices and SEO categories. */
  failedAudits: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function lighthouseScores(url: string, chromePath: string): Promise<LighthouseScores> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
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
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories["best-practices"]?.score),
      seo: score(categories.seo?.score),
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      scripts: items.filter((item) => item.resourceType === "Script").map((item) => String(item.url)),
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}
