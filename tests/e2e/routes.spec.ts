import { manifest } from "#generated/manifest.ts";
import { siteUrl } from "#generated/site.ts";
import { expect, test } from "./fixtures.ts";

test("an unknown path answers 404 with the not-found page and a way home", async ({ page, consoleErrors }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  // Chromium reports the 404 document itself as a failed resource; that one is the point of this test.
  expect(consoleErrors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 404 ()"]);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the home page shows the hero claims and both hero buttons", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section").first();
  await expect(hero.getByText("99.999%", { exact: true })).toBeVisible();
  await expect(hero.getByText("100Gbps", { exact: true })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Start Your Migration" })).toHaveAttribute("href", "/migration-request");
  await expect(hero.getByRole("link", { name: "View Infrastructure" })).toHaveAttribute("href", "/infrastructure");
});

test("the privacy policy is rendered from Markdown with its #data-protection anchor", async ({ page }) => {
  await page.goto("/privacy-policy#data-protection");
  await expect(page.locator("#data-protection")).toHaveText("Data Protection");
  await expect(page.getByText(/^Last Updated: \w+\s\d{1,2},\s\d{4}$/)).toBeVisible();
});

test("sitemap.xml lists every indexable page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of manifest.filter((entry) => entry.indexable)) {
    expect(sitemap).toContain(`<loc>${siteUrl}${route.path === "/" ? "/" : route.path}</loc>`);
  }
  expect(sitemap).not.toContain("/under-construction");
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});
