import { expect, type Page } from "@playwright/test";
import { headingSetInInter } from "../typeface.ts";
import { pathInEnglish, type Address, type Check, type Viewport } from "./sweep.ts";

// What a buyer sees first, compared with committed baselines (decision 410): the first screen of one page
// of each template at four widths in three languages, and the whole page of the three a buyer reads most on
// a phone. Baselines are Debian's Chromium headless shell's, with the bundled typeface; after an intended
// change of look, `npm run test:visual:update` writes them anew, and the diff of the PNGs is the review.
const TEMPLATES = new Set([
  "/",
  "/about",
  "/solutions/cloud-services",
  "/infrastructure",
  "/pricing",
  "/contact",
  "/migration-request",
  "/partners",
  "/startup-program",
  "/case-studies",
  "/support",
  "/privacy-policy",
  "/status",
  "/thank-you",
  "/under-construction",
  "/no-such-page",
]);
const WHOLE_PAGE_ON_A_PHONE = new Set(["/", "/pricing", "/contact"]);
/** A phone's window is taller than a laptop's; the baselines' laptop windows are 900 px tall. */
const VIEWPORTS: readonly Viewport[] = [390, 1024, 1280, 1440].map((width) => ({ width, height: width < 600 ? 844 : 900 }));
/** A pixel in a thousand may differ (antialiasing of a glyph's edge); a moved box never fits in that. */
const MAX_DIFF_PIXEL_RATIO = 0.001;

const hasBaselines = (address: Address) => TEMPLATES.has(pathInEnglish(address));

/** The baseline's file name: language, page and width, as the baselines have always been named. */
const shotName = (address: Address, width: number, whole = false) => {
  const path = pathInEnglish(address);
  return `${address.locale}${path === "/" ? "-home" : path.replaceAll("/", "-")}-${width}${whole ? "-whole" : ""}.png`;
};

/**
 * The baselines are in Inter. A first visit paints in the metric-matched fallback, since no page preloads
 * the file (font-display: optional, decision 491); as a visitor's next page, the reload takes it cached.
 * Called right after the load, so every check of the visit reads the page in its own typeface.
 */
export async function setInInter(page: Page, address: Address): Promise<void> {
  if (!hasBaselines(address)) return;
  if (!(await headingSetInInter(page))) await page.reload();
  expect.soft(await headingSetInInter(page), `${address.path}: the page is set in Inter`).toBe(true);
}

/** A still page: fonts in, lazy images loaded, the mouse off every hover state, at the top. */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
}

/**
 * One capture compared with the baseline: the page is still once settled (animations finished, fonts and
 * images in), so toHaveScreenshot's wait for two equal captures in a row would only capture it twice.
 * Reduced motion only for the capture, as the baselines were made: the layout checks read the page as
 * most visitors get it.
 */
async function compare(page: Page, name: string, where: string, fullPage = false): Promise<void> {
  const shot = await page.screenshot({ animations: "disabled", caret: "hide", scale: "css", fullPage });
  expect.soft(shot, `${where}: looks as its baseline ${name}`).toMatchSnapshot(name, { maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO });
}

export const screenshots: Check = {
  name: "screenshots",
  at: (address) => (hasBaselines(address) ? VIEWPORTS : []),
  async run({ page, address, viewport, where }) {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await settle(page);
    await compare(page, shotName(address, viewport.width), where);
    if (viewport.width === 390 && WHOLE_PAGE_ON_A_PHONE.has(pathInEnglish(address)))
      await compare(page, shotName(address, viewport.width, true), where, true);
    await page.emulateMedia({ reducedMotion: null });
  },
};
