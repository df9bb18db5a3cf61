import { expect, test } from "@playwright/test";
import { manifest } from "#generated/manifest.ts";

/**
 * What a first visit to a page fetches, until the network is quiet, as `npm run bench:pages` weighs it:
 * headers and compressed bodies of the document, its styles, its typeface, its script and its drawings (the
 * logo; a content SVG comes inside the document, decision 502), at Lighthouse's mobile viewport, before
 * any interaction. The typeface is about half of it (decision 491): a 43 KiB Latin or 54 KiB Russian file
 * once made these 58–70 KB. Photographs are left out: what a page shows is its content's choice (one alone
 * is 37 KB on /case-studies), and the bench's table gives pictures a column of their own. Every English
 * page, and in Russian and Uzbek the home page and a content page, as the bench samples them.
 */
const BUDGET_KB = 40;
const PHOTOGRAPH = /\.(avif|webp|png|jpe?g|gif)$/;
const PATHS = [...manifest.map((route) => route.path), "/ru/", "/ru/about", "/uz/", "/uz/about"];
/** Lighthouse's mobile preset (a Moto G Power): 412 × 823 CSS pixels at 1.75 device pixels each. */
const LIGHTHOUSE_MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

for (const path of PATHS) {
  test(`${path}: a first visit fetches at most ${BUDGET_KB} KB besides photographs`, async ({ browser, javaScriptEnabled }) => {
    // A context of its own, nothing cached; not the fixture's page, whose goto reaches for a form and so
    // fetches the form's island, which a visitor's first load does not.
    const context = await browser.newContext({ ...LIGHTHOUSE_MOBILE, javaScriptEnabled });
    try {
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const fetched = await page.evaluate(() =>
        (performance.getEntries() as PerformanceResourceTiming[])
          .filter((entry) => entry.transferSize !== undefined)
          .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.transferSize })),
      );
      const counted = fetched.filter(({ url }) => !PHOTOGRAPH.test(url));
      const total = counted.reduce((sum, { bytes }) => sum + bytes, 0);
      expect(total / 1000, JSON.stringify(counted)).toBeLessThanOrEqual(BUDGET_KB);
    } finally {
      await context.close();
    }
  });
}
