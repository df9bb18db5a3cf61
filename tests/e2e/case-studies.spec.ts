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
  expect(sources).toEqual(["/case-studies/game-studio.svg", "/case-studies/payments.svg"]);
});

test("a case study picture that fails to load gives way to the placeholder", async ({ page, javaScriptEnabled, consoleErrors }) => {
  test.skip(!javaScriptEnabled, "FallbackImage swaps the source from script; the no-JS fallback belongs to the HTML-first work");
  await page.route("**/case-studies/*.svg", (route) => route.abort());
  await page.goto("/case-studies");
  await expect(pictures(page)).toHaveCount(2);
  for (const image of await pictures(page).all()) {
    expect(await loadedSource(image)).toBe("/brand/placeholder-picture.svg");
    await expect(image).toHaveAttribute("alt", /\w+ \w+ \w+/);
  }
  // The aborted requests are the point of this test.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.startsWith("Failed to load resource")));
});
