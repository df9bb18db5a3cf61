import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const pictures = (page: import("@playwright/test").Page) => page.locator("#case-studies li img");

/** The source the image shows once it has loaded (lazy images load when scrolled to). */
async function loadedSource(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

test("each case study shows its own picture, described and with its size reserved", async ({ page }) => {
  await page.goto("/case-studies");
  await expect(pictures(page)).toHaveCount(2);
  const sources = [];
  for (const image of await pictures(page).all()) {
    await expect(image).toHaveAttribute("alt", /\w+ \w+ \w+/);
    await expect(image).toHaveAttribute("width", "640");
    await expect(image).toHaveAttribute("height", "360");
    sources.push(await loadedSource(image));
  }
  expect(sources).toEqual([
    expect.stringMatching(/^\/media\/game-studio\.\w+\.svg$/),
    expect.stringMatching(/^\/media\/payments\.\w+\.svg$/),
  ]);
});

test("a case study picture that fails to load gives way to the placeholder", async ({ page, javaScriptEnabled, consoleErrors }) => {
  test.skip(!javaScriptEnabled, "FallbackImage swaps the source from script; the no-JS fallback belongs to the HTML-first work");
  await page.route("**/media/{game-studio,payments}.*.svg", (route) => route.abort());
  await page.goto("/case-studies");
  await expect(pictures(page)).toHaveCount(2);
  for (const image of await pictures(page).all()) {
    expect(await loadedSource(image)).toBe("/brand/placeholder-picture.svg");
    await expect(image).toHaveAttribute("alt", /\w+ \w+ \w+/);
  }
  // The aborted requests are the point of this test.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.startsWith("Failed to load resource")));
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
