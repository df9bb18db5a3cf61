import { manifest, translatedManifest } from "../../app/.generated/manifest.ts";
import { expect, test, widths } from "./fixtures.ts";

// Spec (issue 36): on a phone no h1 or h2 runs over four lines in any language, so the page's first
// screen still reaches its actions; Russian and Uzbek headings run a third longer than English ones.
const MAX_LINES = 4;

for (const route of [...manifest, ...translatedManifest]) {
  test(`${route.path}: every h1 and h2 fits in ${MAX_LINES} lines at ${widths.phone.width} px`, async ({ page }) => {
    await page.setViewportSize(widths.phone);
    await page.goto(route.path);
    // Measured in Inter, not in the fallback shown while it loads.
    await page.evaluate(() => document.fonts.ready);
    const headings = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("h1, h2")]
        .filter((heading) => heading.checkVisibility())
        .map((heading) => {
          const range = document.createRange();
          range.selectNodeContents(heading);
          // One rect per line box and inline run: lines are the distinct baselines among them.
          const bottoms = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom));
          const lines = bottoms.filter((bottom, index) => !bottoms.slice(0, index).some((seen) => Math.abs(seen - bottom) < 4)).length;
          return { text: heading.textContent!.trim(), lines };
        }),
    );
    expect(headings.length, `${route.path} has headings`).toBeGreaterThan(0);
    expect(headings.filter((heading) => heading.lines > MAX_LINES)).toEqual([]);
  });
}
