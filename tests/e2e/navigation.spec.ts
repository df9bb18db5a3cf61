import { site } from "../../app/.generated/site.ts";
import { expect, test, widths } from "./fixtures.ts";

const mainNav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: site.labels.mainNavigation });

test.describe("desktop navigation (1280 px)", () => {
  test.use({ viewport: widths.desktop });

  test("every navigation link is in the server HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const hrefs = site.navigation.items.flatMap((item) =>
      "children" in item ? [...(item.href ? [item.href] : []), ...item.children.map((child) => child.href)] : [item.href],
    );
    for (const href of [...hrefs, site.navigation.cta.href]) expect(html).toContain(`href="${href}"`);
  });

  test("a dropdown opens on hover and its link navigates", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("button", { name: "Solutions" }).hover();
    await mainNav(page).getByRole("link", { name: "Private Cloud" }).click();
    await expect(page).toHaveURL("/solutions/private-cloud");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private Cloud");
  });

  test("the header works by keyboard alone", async ({ page, javaScriptEnabled }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Silkway Cloud home" })).toBeFocused();
    await page.keyboard.press("Tab");
    const products = mainNav(page).getByRole("button", { name: "Products" });
    await expect(products).toBeFocused();
    if (javaScriptEnabled) {
      await page.keyboard.press("Enter");
      await expect(products).toHaveAttribute("aria-expanded", "true");
    }
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "ERP & Business Intelligence" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/partners/bilisim");
  });

  test("Escape closes an open dropdown and returns focus to its button", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Escape handling needs JavaScript; without it, moving focus away closes the group");
    await page.goto("/");
    const company = mainNav(page).getByRole("button", { name: "Company" });
    await company.click();
    await expect(mainNav(page).getByRole("link", { name: "Infrastructure" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(company).toBeFocused();
  });

  test("Get Started leads to the migration request", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL("/migration-request");
  });
});

test.describe("phone navigation (390 px)", () => {
  test.use({ viewport: widths.phone });

  test("the menu opens, and following a link closes it", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "covered by the no-JavaScript test below");
    await page.goto("/");
    const toggle = page.getByRole("button", { name: site.labels.openMenu });
    await expect(mainNav(page).getByRole("link", { name: "Contact" })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: site.labels.closeMenu })).toHaveAttribute("aria-expanded", "true");
    await mainNav(page).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("button", { name: site.labels.openMenu })).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Contact" })).toBeHidden();
  });

  test("the menu button closes an open menu", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the menu button exists only with JavaScript");
    await page.goto("/about");
    await page.getByRole("button", { name: site.labels.openMenu }).click();
    await mainNav(page).getByRole("button", { name: "Solutions" }).click();
    await expect(mainNav(page).getByRole("link", { name: "Security" })).toBeVisible();
    await page.getByRole("button", { name: site.labels.closeMenu }).click();
    await expect(mainNav(page).getByRole("link", { name: "Security" })).toBeHidden();
  });

  test("without JavaScript every navigation link is visible and works", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "only meaningful without JavaScript");
    await page.goto("/");
    await expect(page.getByRole("button", { name: site.labels.openMenu })).toBeHidden();
    await expect(mainNav(page).getByRole("link", { name: "Data Management" })).toBeVisible();
    await mainNav(page).getByRole("link", { name: "Startup Program" }).click();
    await expect(page).toHaveURL("/startup-program");
  });
});

/** Removes the load failures a test injected on purpose, so the console guard still catches any other. */
function acknowledgeInjectedFailures(consoleErrors: string[]) {
  const isInjected = (text: string) => text === "Failed to load resource: net::ERR_FAILED";
  expect(consoleErrors.filter(isInjected).length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !isInjected(text)));
}

test("the logo falls back to the placeholder when its image fails", async ({ page, javaScriptEnabled, consoleErrors }) => {
  test.skip(!javaScriptEnabled, "fallbacks are swapped by script");
  await page.route("**/brand/logo.svg", (route) => route.abort());
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "Silkway Cloud home" }).locator("img")).toHaveAttribute("src", "/brand/placeholder.svg");
  acknowledgeInjectedFailures(consoleErrors);
});

test("the footer logo falls back to the second logo, then the placeholder", async ({ page, javaScriptEnabled, consoleErrors }) => {
  test.skip(!javaScriptEnabled, "fallbacks are swapped by script");
  await page.route("**/brand/logo-light.svg", (route) => route.abort());
  await page.route("**/brand/logo.svg", (route) => route.abort());
  await page.goto("/about");
  const footerLogo = page.locator("footer img").first();
  await footerLogo.scrollIntoViewIfNeeded();
  await expect(footerLogo).toHaveAttribute("src", "/brand/placeholder.svg");
  acknowledgeInjectedFailures(consoleErrors);
});
