import type { Page } from "@playwright/test";
import { site } from "../../app/.generated/site.ts";
import { expect, hydrated, test, widths } from "./fixtures.ts";

// The default e2e build: no analytics, no chat (FIRST_VISIT_RESET=off, see playwright.config.ts).

test("without chat settings the chat button is a link to the contact page, bottom right", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize(widths.desktop);
  await page.goto("/about");
  const chat = page.getByRole("link", { name: site.chat.labels.open });
  await expect(chat).toHaveAttribute("href", site.chat.fallbackHref);
  const box = await chat.boundingBox();
  expect(box && box.x + box.width).toBeGreaterThan(widths.desktop.width - 80);
  expect(box && box.y + box.height).toBeGreaterThan(widths.desktop.height - 80);
  await chat.click();
  await expect(page).toHaveURL(site.chat.fallbackHref);
  if (!javaScriptEnabled) await expect(page.getByRole("region", { name: new RegExp(site.toasts.labels.region) })).toHaveCount(0);
});

test("a page without an analytics key ships no posthog code and calls no third party", async ({ page, request }) => {
  const outside: string[] = [];
  page.on("request", (req) => {
    if (!req.url().startsWith("http://127.0.0.1")) outside.push(req.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  expect(outside).toEqual([]);
  const scripts = await entryScripts(request, "/");
  expect(scripts.length).toBeGreaterThan(2);
  for (const [url, code] of scripts) {
    expect(code, url).not.toContain("posthog-js");
    expect(code, url).not.toContain("$autocapture");
  }
});

test("without third-party settings the policy stays strict", async ({ request }) => {
  const policy = (await request.get("/")).headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(policy).toContain("connect-src 'self';");
});

test.describe("navigation polish", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "scrolling behaviour is scripted");
  test.use({ viewport: widths.desktop });

  // Smooth scrolling itself is the browser's; headless Chromium animates it only some of the time, so these
  // check what the site asks for: the root's scroll-behavior at the moment React Router resets the position.
  test("a route change glides to the top of the new page", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.style.scrollBehavior)).toBe("auto");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Infrastructure" }).first().click();
    await expect(page).toHaveURL("/infrastructure");
    await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollBehavior)).toBe("smooth");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Back restores the earlier position at once rather than gliding through the page.
    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollBehavior)).toBe("auto");
  });

  test("with reduced motion a route change jumps to the top at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    const positions = await recordScroll(page, async () => {
      await page.getByRole("contentinfo").getByRole("link", { name: "Infrastructure" }).first().click();
      await expect(page).toHaveURL("/infrastructure");
    });
    expect(await page.evaluate(() => document.documentElement.style.scrollBehavior)).toBe("auto");
    const nonZero = new Set(positions.filter((y) => y > 0));
    expect(nonZero.size, `positions ${positions.join(",")}`).toBeLessThanOrEqual(2);
    expect(positions.at(-1)).toBe(0);
  });

  test("a hero anchor link glides to its section on the same page", async ({ page }) => {
    await page.goto("/infrastructure");
    await hydrated(page);
    const positions = await recordScroll(page, async () => {
      await page.locator("section").first().getByRole("link", { name: "Technical Specifications" }).click();
    });
    await expect(page).toHaveURL("/infrastructure#technical-specs");
    await expect(page.locator("#technical-specs")).toBeInViewport();
    expect(positions.filter((y) => y > 0).length, `positions ${positions.join(",")}`).toBeGreaterThan(2);
    await expect(page.locator("#technical-specs")).toBeFocused();
  });

  test("an anchor link whose section is not on this page navigates to it", async ({ page }) => {
    await page.goto("/infrastructure");
    // Added after hydration: a link in the server HTML that React did not render would be a mismatch.
    await hydrated(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/startup-program#apply-now";
      link.textContent = "Apply elsewhere";
      document.querySelector("main")?.prepend(link);
    });
    await page.getByRole("link", { name: "Apply elsewhere" }).click();
    await expect(page).toHaveURL("/startup-program#apply-now");
    await expect(page.locator("#apply-now")).toBeInViewport();
  });

  test("the scroll-to-top button appears after scrolling and brings the visitor back up", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: site.labels.scrollToTop });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.x).toBeLessThan(100);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** Every script a page loads before anything dynamic: module scripts, modulepreloads and the inline entry's imports. */
async function entryScripts(request: import("@playwright/test").APIRequestContext, path: string): Promise<[string, string][]> {
  const html = await (await request.get(path)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1]!);
  return Promise.all([...urls].map(async (url) => [url, await (await request.get(url)).text()] as [string, string]));
}

/** The window's scroll positions, sampled every frame while `action` runs and until scrolling settles. */
async function recordScroll(page: Page, action: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const samples: number[] = [window.scrollY];
    (window as unknown as { __scrolls: number[] }).__scrolls = samples;
    const sample = () => {
      samples.push(window.scrollY);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await action();
  await page.waitForTimeout(1200);
  return page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
}
