import type { Page } from "@playwright/test";
import { site } from "#generated/site.ts";
import { expect, test, widths } from "./fixtures.ts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: site.labels.mainNavigation });

const group = (page: Page, label: string) => mainNav(page).locator("summary", { hasText: label });
const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: site.labels.openMenu });

/** Every link of the main navigation, groups included, in document order. */
const navHrefs = [
  ...site.navigation.items.flatMap((item) =>
    "children" in item ? [...(item.href ? [item.href] : []), ...item.children.map((child) => child.href)] : [item.href],
  ),
  site.navigation.cta.href,
];

test.describe("desktop navigation (1280 px)", () => {
  test.use({ viewport: widths.desktop });

  test("every navigation link is in the server HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const href of navHrefs) expect(html).toContain(`href="${href}"`);
  });

  test("a dropdown opens on hover and its link navigates", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: "Private Cloud" })).toBeHidden();
    await group(page, "Solutions").hover();
    await mainNav(page).getByRole("link", { name: "Private Cloud" }).click();
    await expect(page).toHaveURL("/solutions/private-cloud");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private Cloud");
  });

  test("the header works by keyboard alone", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Silkway Cloud home" })).toBeFocused();
    await page.keyboard.press("Tab");
    const products = group(page, "Products");
    await expect(products).toBeFocused();
    await expect(mainNav(page).getByRole("link", { name: "ERP & Business Intelligence" })).toBeHidden();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "ERP & Business Intelligence" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/partners/bilisim");
  });

  test("a group opened by click stays open until clicked again, and only one is open", async ({ page, javaScriptEnabled }) => {
    await page.goto("/about");
    await group(page, "Company").click();
    await page.mouse.move(640, 600);
    await expect(mainNav(page).getByRole("link", { name: "Infrastructure" })).toBeVisible();
    await group(page, "Company").click();
    await page.mouse.move(640, 600);
    await expect(mainNav(page).getByRole("link", { name: "Infrastructure" })).toBeHidden();
    test.skip(!javaScriptEnabled, "folding the other groups is the page script's");
    await group(page, "Company").click();
    await group(page, "Products").click();
    await page.mouse.move(640, 600);
    await expect(mainNav(page).getByRole("link", { name: "Infrastructure" })).toBeHidden();
    await expect(mainNav(page).getByRole("link", { name: "Hospitality Suite" })).toBeVisible();
  });

  test("Escape or a click outside folds an open group; Escape returns focus to it", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript a group folds when its summary is activated again");
    // A content page: the page script does this, not React.
    await page.goto("/about");
    const company = group(page, "Company");
    await company.click();
    await page.mouse.move(640, 600);
    const infrastructure = mainNav(page).getByRole("link", { name: "Infrastructure" });
    await expect(infrastructure).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(infrastructure).toBeHidden();
    await expect(company).toBeFocused();
    await company.click();
    await page.mouse.click(640, 600);
    await expect(infrastructure).toBeHidden();
  });

  test("Get Started leads to the migration request", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL("/migration-request");
  });
});

test.describe("phone navigation (390 px)", () => {
  test.use({ viewport: widths.phone });

  test("a tap opens the menu, every link in it can be tapped, and following one leaves", async ({ page }) => {
    await page.goto("/about");
    await menuButton(page).click();
    await expect(page.getByRole("banner").getByRole("button", { name: site.labels.closeMenu })).toBeVisible();
    const tappable = async (href: string) => {
      const link = mainNav(page).locator(`a[href="${href}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
    };
    for (const item of site.navigation.items) {
      if (!("children" in item)) continue;
      await group(page, item.label).click();
      for (const child of item.children) await tappable(child.href);
    }
    for (const href of navHrefs.filter((href) => site.navigation.items.some((item) => !("children" in item) && item.href === href)))
      await tappable(href);
    await tappable(site.navigation.cta.href);
    await mainNav(page).getByRole("link", { name: "Startup Program" }).click();
    await expect(page).toHaveURL("/startup-program");
    await expect(mainNav(page).getByRole("link", { name: "Contact" })).toBeHidden();
  });

  test("the menu is reached and walked by keyboard, and Escape folds it", async ({ page }) => {
    await page.goto("/about");
    // The skip link, the logo, the chat button, then the menu button.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("Tab");
    await expect(menuButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    const reached: string[] = [];
    for (let step = 0; step < 40 && reached.length < navHrefs.length; step += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        return {
          tag: element?.tagName ?? "",
          href: element?.getAttribute("href") ?? "",
          open: element?.parentElement instanceof HTMLDetailsElement && element.parentElement.open,
        };
      });
      if (focused.tag === "SUMMARY" && !focused.open) await page.keyboard.press("Enter");
      if (focused.tag === "A") reached.push(focused.href);
    }
    expect(reached).toEqual(navHrefs);
    await page.keyboard.press("Escape");
    await expect(mainNav(page).getByRole("link", { name: "Contact" })).toBeHidden();
  });

  test("the open menu dims the page below the bar, whose buttons stay bright, and a tap on the page folds it", async ({ page }) => {
    await page.goto("/about");
    await menuButton(page).click();
    const nav = page.locator("#site-menu");
    await expect(nav).toBeVisible();
    const backdrop = await nav.evaluate((menu) => {
      const style = getComputedStyle(menu, "::backdrop");
      return {
        colour: style.backgroundColor,
        top: parseFloat(style.top),
        bar: document.querySelector("header")!.getBoundingClientRect().bottom,
      };
    });
    expect(backdrop.colour, "the backdrop's colour").toMatch(/^rgba\(\d+, \d+, \d+, 0\.[1-9]\d*\)$/);
    expect(Math.abs(backdrop.top - backdrop.bar), "the backdrop starts where the bar ends").toBeLessThanOrEqual(1);
    await page.mouse.click(195, 834);
    await expect(nav).toBeHidden();
  });

  test("the menu button closes an open menu", async ({ page }) => {
    await page.goto("/about");
    await menuButton(page).click();
    await group(page, "Solutions").click();
    await expect(mainNav(page).getByRole("link", { name: "Security" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: site.labels.closeMenu }).click();
    await expect(mainNav(page).getByRole("link", { name: "Security" })).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
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
