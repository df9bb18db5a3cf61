import { manifest } from "#generated/manifest.ts";
import { siteUrl } from "#generated/site.ts";
import { routeTitles } from "#generated/titles.ts";
import { asSet } from "../support/as-read.ts";
import { expect, test, widths } from "./fixtures.ts";
import { expectNoViolationsAtBothWidths } from "./support/axe.ts";
import { keyContent, tabPaths } from "./support/key-content.ts";

// One visit per address for what every address must answer and show: its status, head, the spec's key
// content and its accessibility, each with its own message. In the JavaScript project only
// (playwright.config.ts): without JavaScript, the prerendered pass of prerendered-layout.spec.ts checks each
// address's status, heading and key content in the visit that measures it.
for (const route of manifest) {
  const expected = tabPaths.has(route.path) ? undefined : keyContent[route.path];
  test(`${route.path} answers 200 with its title and canonical link${expected ? ", shows its heading and a figure from the spec" : ""}, and has no axe violations at ${widths.phone.width} and ${widths.desktop.width} px`, async ({
    page,
  }) => {
    // Tab addresses are checked tab by tab in pages.spec.ts.
    if (!tabPaths.has(route.path)) expect(expected, `key content for ${route.path} is listed in support/key-content.ts`).toBeDefined();
    await page.setViewportSize(widths.desktop);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    const { title, description } = routeTitles[route.path];
    await expect(page).toHaveTitle(title);
    const canonical = `${siteUrl}${route.path === "/" ? "/" : route.path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
    await expect(page.locator("h1").first()).toBeVisible();
    if (expected) {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.heading);
      await expect(page.locator("main").getByText(asSet(expected.figure)).first()).toBeVisible();
    }
    await expectNoViolationsAtBothWidths(page);
  });
}
