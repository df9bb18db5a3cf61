import { manifest } from "../../app/.generated/manifest.ts";
import { expect, test, widths } from "./fixtures.ts";
import { violations } from "./support/axe.ts";

// Runs in the JavaScript project only (playwright.config.ts): the no-JS page is the prerendered HTML, which
// hydration leaves unchanged (the console guard fails any hydration mismatch), and the JS page adds
// client-only controls.

// Every English page, and in Russian and Uzbek the home pages and a content page (the same components).
const paths = [...manifest.map((route) => route.path), "/ru/", "/uz/", "/ru/about", "/uz/pricing", "/ru/compliance", "/uz/support"];

for (const path of paths) {
  test(`${path} has no axe violations at ${widths.phone.width} and ${widths.desktop.width} px`, async ({ page }) => {
    // One load, two layouts: the DOM is the same, and axe measures contrast and targets on the live layout.
    await page.setViewportSize(widths.desktop);
    await page.goto(path);
    expect(await violations(page), `${widths.desktop.width} px`).toEqual([]);
    await page.setViewportSize(widths.phone);
    expect(await violations(page), `${widths.phone.width} px`).toEqual([]);
  });
}
