import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const pictures = (page: import("@playwright/test").Page) => page.locator("#case-studies li img");

/** The source the image shows once it has loaded (lazy images load when scrolled to). */
async function loadedSource(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) =>
    img.currentSrc.startsWith("data:") ? img.currentSrc : new URL(img.currentSrc).pathname,
  );
}

test("each case study shows its own picture, described, with its size reserved and inside the page", async ({ page }) => {
  await page.goto("/case-studies");
  await expect(pictures(page)).toHaveCount(2);
  for (const image of await pictures(page).all()) {
    await expect(image).toHaveAttribute("alt", /\w+ \w+ \w+/);
    await expect(image).toHaveAttribute("width", "640");
    await expect(image).toHaveAttribute("height", "360");
    // A small SVG travels in the page as a data: URL (decision 502): no request of its own, nothing to fail.
    expect(await loadedSource(image)).toMatch(/^data:image\/svg\+xml,/);
  }
});

test("the hero's picture comes in the best format the browser takes, and gives way to the placeholder when that fails", async ({
  page,
  javaScriptEnabled,
  consoleErrors,
}) => {
  const hero = page.locator("main section").first().locator("picture img");
  await page.goto("/case-studies");
  expect(await loadedSource(hero)).toMatch(/^\/media\/data-hall\.\w+\.\d+\.avif$/);
  await expect(hero).toHaveAttribute("alt", /rows of racks/);

  test.skip(!javaScriptEnabled, "FallbackImage swaps the source from script; the no-JS fallback belongs to the HTML-first work");
  // Every encoded variant fails: the <picture>'s sources must go too, or the browser keeps choosing them.
  await page.route("**/media/data-hall.*", (route) => route.abort());
  await page.reload();
  expect(await loadedSource(hero)).toBe("/brand/placeholder-picture.svg");
  await expect(hero).toHaveAttribute("alt", /rows of racks/);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.startsWith("Failed to load resource")));
});
