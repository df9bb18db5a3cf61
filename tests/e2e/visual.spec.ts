import type { Page } from "@playwright/test";
import { localePath, LOCALES } from "#model/schema/locales.ts";
import { acknowledgeStatus, expect, test } from "./fixtures.ts";
import { headingSetInInter } from "./support/typeface.ts";

// What a buyer sees first, compared with committed baselines (decision 410): the first screen of one page
// of each template at four widths in three languages, and the whole page of the three a buyer reads
// most on a phone. Baselines are Debian's Chromium headless shell's, with the bundled typeface; after an intended change of
// look, `npm run test:visual:update` writes them anew, and the diff of the PNGs is the review.
const NOT_FOUND = "/no-such-page";
const TEMPLATES = [
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
  NOT_FOUND,
] as const;
const WHOLE_PAGE_ON_A_PHONE = new Set<string>(["/", "/pricing", "/contact"]);
const WIDTHS = [390, 1024, 1280, 1440] as const;
/** A phone's window is taller than a laptop's. */
const size = (width: number) => ({ width, height: width < 600 ? 844 : 900 });

/** A still page: fonts in, lazy images loaded, the mouse off every hover state, at the top. */
async function settle(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
}

const shotName = (path: string, locale: string, width: number, whole = false) =>
  `${locale}${path === "/" ? "-home" : path.replaceAll("/", "-")}-${width}${whole ? "-whole" : ""}.png`;

for (const path of TEMPLATES) {
  test(`${path} looks as its baselines at ${WIDTHS.join(", ")} px in ${LOCALES.join(", ")}`, async ({ page, consoleErrors }) => {
    for (const locale of LOCALES) {
      // One load per language, laid out again at each width: no script of the site reads the width (CSS
      // alone adapts), so a page widened after loading is the page loaded at that width, for a quarter
      // of the loads. Images a wider layout picks from a srcset are loaded and decoded by settle().
      await page.setViewportSize(size(WIDTHS[0]));
      await page.goto(localePath(path, locale));
      // The baselines are in Inter. A file that missed the first paint on a busy host leaves the page in the
      // fallback (font-display: optional, decision 434); as a visitor's next page, the reload takes it cached.
      if (!(await headingSetInInter(page))) await page.reload();
      expect(await headingSetInInter(page), "the page is set in Inter").toBe(true);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await page.setViewportSize(size(width));
        await settle(page);
        await expect.soft(page).toHaveScreenshot(shotName(path, locale, width), { animations: "disabled" });
        if (width === 390 && WHOLE_PAGE_ON_A_PHONE.has(path)) {
          await expect.soft(page).toHaveScreenshot(shotName(path, locale, width, true), { animations: "disabled", fullPage: true });
        }
      }
    }
    // The not-found page is answered 404 on purpose; Chromium logs that status as a failed load.
    if (path === NOT_FOUND) acknowledgeStatus(consoleErrors, 404);
  });
}
