import type { Page } from "@playwright/test";
import type { PageFile, SectionOf } from "#model/schema/index.ts";
import { page as collaboration } from "#generated/content/collaboration.ts";
import { page as dataManagement } from "#generated/content/data-management.ts";
import { page as idsnext } from "#generated/content/idsnext.ts";
import { page as partners } from "#generated/content/partners.ts";
import { page as solutions } from "#generated/content/solutions.ts";
import { page as status } from "#generated/content/status.ts";
import { expect, test } from "./fixtures.ts";

function tabsOf(page: PageFile): SectionOf<"tabs">[] {
  return page.sections.filter((section): section is SectionOf<"tabs"> => section.type === "tabs");
}

const tabList = (page: Page, label: string) => page.getByRole("navigation", { name: label });

for (const content of [dataManagement, collaboration, idsnext, partners]) {
  for (const tabs of tabsOf(content)) {
    test(`${content.path}: every "${tabs.label}" tab opens by URL, the default tab first`, async ({ page }) => {
      await page.goto(content.path);
      const fallback = tabs.items.find((item) => item.id === tabs.default);
      await expect(tabList(page, tabs.label).locator('[aria-current="true"]')).toHaveText(fallback?.label ?? "");
      for (const item of tabs.items) {
        await page.goto(item.href);
        await expect(tabList(page, tabs.label).locator('[aria-current="true"]')).toHaveText(item.label);
        if (item.title) await expect(page.getByRole("heading", { level: 3, name: item.title, exact: true })).toBeVisible();
      }
    });

    test(`${content.path}: the "${tabs.label}" tabs are reached and followed with the keyboard`, async ({ page }) => {
      await page.goto(content.path);
      const links = tabList(page, tabs.label).getByRole("link");
      await links.first().focus();
      for (const item of tabs.items.slice(1)) {
        await page.keyboard.press("Tab");
        await expect(links.filter({ hasText: item.label })).toBeFocused();
      }
      const last = tabs.items.at(-1);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${last?.href.split("#")[0]}(#|$)`));
      await expect(tabList(page, tabs.label).locator('[aria-current="true"]')).toHaveText(last?.label ?? "");
    });
  }
}

test("the hospitality tabs without their own page lead to the contact page, not to a missing page", async ({ page }) => {
  for (const id of ["resorts", "corporate"]) {
    await page.goto(`/partners/idsnext/${id}`);
    await expect(page.getByRole("link", { name: "View Details" })).toHaveAttribute("href", `/contact?ref=idsnext-${id}`);
  }
  await page.goto("/partners/idsnext");
  await expect(page.getByRole("link", { name: "View Details" })).toHaveAttribute("href", "/solutions/idsnext/hotels");
});

test("the solutions overview selects cloud services and links every tab to its solution page", async ({ page }) => {
  const [tabs] = tabsOf(solutions);
  await page.goto("/solutions");
  const nav = tabList(page, tabs?.label ?? "");
  await expect(nav.locator('[aria-current="true"]')).toHaveText("Cloud Services");
  for (const item of tabs?.items ?? []) {
    await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.href);
  }
  await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/solutions/cloud-services");
});

test("the status page shows mock data, the highlight tiles and the exact empty states", async ({ page }) => {
  const [content] = status.sections.filter((section): section is SectionOf<"status"> => section.type === "status");
  await page.goto("/status");
  await expect(page.getByText(content?.mockNotice ?? "")).toBeVisible();
  for (const name of ["Web Application", "Database", "Authentication"]) {
    await expect(page.getByRole("listitem").filter({ hasText: name }).first()).toContainText("Operational");
  }
  // The date's numbers keep their words (no-break spaces): \s reads them.
  await expect(page.getByText(/Last updated: November\s26,\s2026, 09:00/)).toBeVisible();
  await page.getByRole("link", { name: "Incidents" }).click();
  await expect(page.getByRole("heading", { name: "No incidents reported" })).toBeVisible();
  await expect(page.getByText("All systems are operating normally.")).toBeVisible();
  await page.goto("/status/scheduled");
  await expect(page.getByRole("heading", { name: "No scheduled maintenance" })).toBeVisible();
  await expect(page.getByText("There are no upcoming maintenance windows scheduled.")).toBeVisible();
});

test("the partner logos come inside the page: they show though every picture file fails", async ({ page }) => {
  await page.route("**/media/**", (route) => route.abort());
  await page.goto("/partners");
  const logo = page.locator("#logos img[alt='Cisco']");
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toHaveAttribute("src", /^data:image\/svg\+xml,/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("a tab with its own address has its own title, so browser tabs and search results tell them apart", async ({ page }) => {
  await page.goto("/partners/idsnext/restaurants");
  await expect(page).toHaveTitle(`Restaurants — ${idsnext.title}`);
  await page.goto("/partners");
  await expect(page).toHaveTitle(partners.title);
  await page.getByRole("main").getByRole("link", { name: "Software", exact: true }).click();
  await expect(page).toHaveURL(/\/partners\/software(#[\w-]+)?$/);
  await expect(page).toHaveTitle(`Software — ${partners.title}`);
});
