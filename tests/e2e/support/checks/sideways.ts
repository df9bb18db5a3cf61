import type { Check, Viewport } from "./sweep.ts";

/**
 * Spec: no page scrolls sideways between 360 and 1440 px. English at a phone and a laptop width covers both
 * layouts; Russian and Uzbek, with the longest words, on the narrowest phone the spec names. A phone may
 * scroll a wide table inside its box; a desktop shows every column.
 */
const ENGLISH: readonly Viewport[] = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const NARROW_PHONE: readonly Viewport[] = [{ width: 360, height: 800 }];

export const sideways: Check = {
  name: "sideways scroll",
  at: (address) => (!address.entry ? [] : address.locale === "en" ? ENGLISH : NARROW_PHONE),
  async run({ page, viewport, where, findings }) {
    const { scrollWidth, innerWidth, hiddenSideways } = await page.evaluate(sidewaysScroll);
    findings.add("pages that scroll sideways", where, scrollWidth > innerWidth ? [`${scrollWidth} > ${innerWidth} px`] : []);
    if (viewport.width >= 1024) findings.add("content behind a sideways scroll on a desktop", where, hiddenSideways);
  },
};

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
