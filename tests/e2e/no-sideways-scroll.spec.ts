import { manifest } from "../../app/.generated/manifest.ts";
import { expect, test, widths } from "./fixtures.ts";

// Spec: no page scrolls sideways between 360 and 1440 px. A phone and a laptop width cover both layouts,
// over the prerendered HTML (the no-js project; playwright.config.ts says why that is the layout JavaScript
// shows too).
for (const route of manifest) {
  test(`${route.path} does not scroll sideways at ${widths.phone.width} or ${widths.desktop.width} px`, async ({ page }) => {
    for (const size of [widths.phone, widths.desktop]) {
      await page.setViewportSize(size);
      await page.goto(route.path);
      const { scrollWidth, innerWidth, hiddenSideways } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        innerWidth: window.innerWidth,
        // Boxes of the page that scroll sideways themselves (a wide table's scroller), by their label.
        hiddenSideways: [...document.querySelectorAll<HTMLElement>("main *")]
          .filter(
            (element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth,
          )
          .map((element) => element.getAttribute("aria-label") ?? element.tagName),
      }));
      expect(scrollWidth, `${route.path} at ${size.width} px`).toBeLessThanOrEqual(innerWidth);
      // A phone may scroll a wide table inside its box; a desktop shows every column.
      if (size === widths.desktop)
        expect(hiddenSideways, `${route.path}: content behind a sideways scroll at ${size.width} px`).toEqual([]);
    }
  });
}
