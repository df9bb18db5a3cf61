import { test, widths } from "./fixtures.ts";
import { expectNoViolationsAtBothWidths } from "./support/axe.ts";

// Runs in the JavaScript project only (playwright.config.ts): the no-JS page is the prerendered HTML, which
// hydration leaves unchanged (the console guard fails any hydration mismatch), and the JS page adds
// client-only controls. Every English page is checked in every-address.spec.ts, in the visit that checks its
// status and content; here, in Russian and Uzbek, the home pages and a content page (the same components).
const paths = ["/ru/", "/uz/", "/ru/about", "/uz/pricing", "/ru/compliance", "/uz/support"];

for (const path of paths) {
  test(`${path} has no axe violations at ${widths.phone.width} and ${widths.desktop.width} px`, async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await page.goto(path);
    await expectNoViolationsAtBothWidths(page);
  });
}
