import { sites } from "#generated/sites/index.ts";
import type { Check } from "./sweep.ts";

// Spec (issue 36): on a phone no h1 or h2 runs over four lines in any language, so the page's first screen
// still reaches its actions; Russian and Uzbek headings run a third longer than English ones. The header
// is one row there, the menu folded behind its button.
const MAX_LINES = 4;
/** How tall the header may be on a phone: one row, the menu folded behind its button. */
const HEADER_ROW = 72;
const PHONE = { width: 390, height: 844 } as const;

export const headingLines: Check = {
  name: "headings on a phone",
  at: (address) => (address.entry ? [PHONE] : []),
  async run({ page, where, findings }) {
    // Measured in Inter, not in the fallback shown while it loads.
    await page.evaluate(() => document.fonts.ready);
    const headings = await page.evaluate(linesOfHeadings);
    findings.add("pages without an h1 or h2", where, headings.length === 0 ? ["no headings"] : []);
    findings.add(
      `headings over ${MAX_LINES} lines at ${PHONE.width} px`,
      where,
      headings.filter((heading) => heading.lines > MAX_LINES).map((heading) => `"${heading.text}" runs over ${heading.lines} lines`),
    );
  },
};

export const foldedHeader: Check = {
  name: "folded header on a phone",
  at: (address) => (address.entry ? [PHONE] : []),
  async run({ page, address, where, findings }) {
    const labels = sites[address.locale].labels;
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
    findings.add(
      `headers over one row at ${PHONE.width} px`,
      where,
      headerHeight === 0 || headerHeight > HEADER_ROW || !menuFolded
        ? [`${Math.round(headerHeight)} px tall, menu ${menuFolded ? "folded" : "not folded"}`]
        : [],
    );
  },
};

/** Runs in the page: each visible h1 and h2 and how many lines it takes. */
function linesOfHeadings(): { text: string; lines: number }[] {
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
