import { manifest, translatedManifest } from "#generated/manifest.ts";
import { LOCALES } from "#model/schema/locales.ts";
import { sites } from "#generated/sites/index.ts";
import { asSet } from "../support/as-read.ts";
import { expect, test, widths } from "./fixtures.ts";
import { keyContent, tabPaths } from "./support/key-content.ts";

// Spec (issue 36): on a phone no h1 or h2 runs over four lines in any language, so the page's first
// screen still reaches its actions; Russian and Uzbek headings run a third longer than English ones.
const MAX_LINES = 4;
/** How tall the header may be on a phone: one row, the menu folded behind its button. */
const HEADER_ROW = 72;
/** The narrowest phone the spec names: Russian and Uzbek words run longest, so they are laid out there too. */
const NARROW_PHONE = { width: 360, height: 800 };

interface Found {
  unfoldedHeaders: string[];
  headless: string[];
  longHeadings: string[];
  sideways: string[];
  hiddenSideways: string[];
}

// Over the prerendered HTML (the no-js project; playwright.config.ts says why that is the layout JavaScript
// shows too). One browser page per language visits every address in turn, as geometry.spec.ts does: a page
// laid out again at another width (CSS media queries answer a resize as they answer a load) costs less than
// loading it again, and one page for all addresses less than a new context for each.
for (const locale of LOCALES) {
  const sideways = locale === "en" ? [widths.phone, widths.desktop] : [NARROW_PHONE];
  const labels = sites[locale].labels;
  test(`every ${locale} page${locale === "en" ? " answers 200, shows its heading and a figure from the spec," : ""}: the header is one row with the menu folded and every h1 and h2 fits in ${MAX_LINES} lines at ${widths.phone.width} px, and no page scrolls sideways at ${sideways.map((size) => size.width).join(" or ")} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const found: Found = { unfoldedHeaders: [], headless: [], longHeadings: [], sideways: [], hiddenSideways: [] };
    for (const route of [...manifest, ...translatedManifest].filter((entry) => entry.locale === locale)) {
      await page.setViewportSize(widths.phone);
      const response = await page.goto(route.path);
      expect.soft(response?.status(), route.path).toBe(200);
      // What every-address.spec.ts checks with JavaScript, as a visitor without it sees it: the page's
      // heading and a figure of the spec, shown by the HTML and CSS alone (tabs: pages.spec.ts).
      const expected = tabPaths.has(route.path) ? undefined : keyContent[route.path];
      if (expected) {
        await expect.soft(page.getByRole("heading", { level: 1 }), route.path).toHaveText(expected.heading);
        await expect.soft(page.locator("main").getByText(asSet(expected.figure)).first(), route.path).toBeVisible();
      }
      // Measured in Inter, not in the fallback shown while it loads.
      await page.evaluate(() => document.fonts.ready);
      const headings = await page.evaluate(headingLines);
      if (headings.length === 0) found.headless.push(`${route.path} has no headings`);
      for (const heading of headings.filter((candidate) => candidate.lines > MAX_LINES))
        found.longHeadings.push(`${route.path}: "${heading.text}" runs over ${heading.lines} lines`);
      const header = page.getByRole("banner");
      // A missing header or an empty menu would pass a check for hidden links: both are findings too.
      const headerHeight = (await header.boundingBox())?.height ?? 0;
      // Hidden ones included: a folded menu's links are hidden, and role queries skip hidden elements otherwise.
      const menuLinks = page
        .getByRole("navigation", { name: labels.mainNavigation, includeHidden: true })
        .getByRole("link", { includeHidden: true });
      const menuFolded =
        (await menuLinks.count()) > 0 &&
        (await header.getByRole("button", { name: labels.openMenu }).isVisible()) &&
        (await menuLinks.first().isHidden());
      if (headerHeight === 0 || headerHeight > HEADER_ROW || !menuFolded)
        found.unfoldedHeaders.push(`${route.path}: ${Math.round(headerHeight)} px tall, menu ${menuFolded ? "folded" : "not folded"}`);
      // Spec: no page scrolls sideways between 360 and 1440 px. English at a phone and a laptop width covers
      // both layouts; Russian and Uzbek, with the longest words, on the narrowest phone.
      for (const size of sideways) {
        if (size !== widths.phone) await page.setViewportSize(size);
        const { scrollWidth, innerWidth, hiddenSideways } = await page.evaluate(sidewaysScroll);
        if (scrollWidth > innerWidth) found.sideways.push(`${route.path} at ${size.width} px: ${scrollWidth} > ${innerWidth} px`);
        // A phone may scroll a wide table inside its box; a desktop shows every column.
        if (size === widths.desktop && hiddenSideways.length > 0)
          found.hiddenSideways.push(`${route.path} at ${size.width} px: ${hiddenSideways.join(", ")}`);
      }
    }
    expect.soft(found.unfoldedHeaders, `headers over one row at ${widths.phone.width} px`).toEqual([]);
    expect.soft(found.headless, "pages without an h1 or h2").toEqual([]);
    expect.soft(found.longHeadings, `headings over ${MAX_LINES} lines at ${widths.phone.width} px`).toEqual([]);
    expect.soft(found.sideways, "pages that scroll sideways").toEqual([]);
    expect.soft(found.hiddenSideways, "content behind a sideways scroll on a desktop").toEqual([]);
  });
}

/** Runs in the page: each visible h1 and h2 and how many lines it takes. */
function headingLines(): { text: string; lines: number }[] {
  return [...document.querySelectorAll<HTMLElement>("h1, h2")]
    .filter((heading) => heading.checkVisibility())
    .map((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      // One rect per line box and inline run: lines are the distinct baselines among them.
      const bottoms = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom));
      const lines = bottoms.filter((bottom, index) => !bottoms.slice(0, index).some((seen) => Math.abs(seen - bottom) < 4)).length;
      return { text: heading.textContent!.trim(), lines };
    });
}

/** Runs in the page: how wide the document scrolls, and the boxes of the page that scroll sideways themselves (a wide table's scroller), by their label. */
function sidewaysScroll(): { scrollWidth: number; innerWidth: number; hiddenSideways: string[] } {
  return {
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
    hiddenSideways: [...document.querySelectorAll<HTMLElement>("main *")]
      .filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth)
      .map((element) => element.getAttribute("aria-label") ?? element.tagName),
  };
}
