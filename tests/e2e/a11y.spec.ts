import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { manifest } from "../../app/.generated/manifest.ts";
import { expect, test, widths } from "./fixtures.ts";

// Runs in the JavaScript project only (playwright.config.ts): the no-JS page is the prerendered HTML, which
// hydration leaves unchanged (the console guard fails any hydration mismatch), and the JS page adds
// client-only controls.

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    // "region" flags only the floating chat button of app/shell, which sits outside every landmark by
    // design (fixed, bottom right); every section of the page is inside <main>.
    .disableRules(["region"])
    // Axe in the page itself, not merged in a blank page of its own: that page costs a renderer and a
    // second copy of axe per analysis (2.1–3.7 s against 1.1–1.2 s on this host). What it adds is the
    // testing of cross-origin frames, and no page of this build has a frame.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}

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
