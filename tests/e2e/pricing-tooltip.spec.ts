import { expect, test } from "./fixtures.ts";

// A popover and CSS: the same with and without JavaScript, so it runs in both projects, where the rest of
// the content pages' checks (pages.spec.ts) run once.

test("a pricing tooltip shows on the first hover, on keyboard focus and on a tap, with or without JavaScript", async ({ page }) => {
  await page.goto("/pricing");
  const monthly = page.getByRole("button", { name: "About Monthly" });
  const tooltip = page.getByRole("tooltip").filter({ hasText: /720\shours/ });
  await expect(monthly).toHaveAccessibleDescription(/720\shours/);
  await expect(tooltip).toBeHidden();
  await monthly.hover();
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await page.getByRole("button", { name: "About Hourly price" }).focus();
  await page.keyboard.press("Tab");
  await expect(monthly).toBeFocused();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(tooltip).toBeHidden();
  await page.mouse.move(0, 0);
  // A tap toggles it (a popover): open until tapped again or dismissed elsewhere.
  await monthly.click();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeVisible();
  await monthly.click();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
});
