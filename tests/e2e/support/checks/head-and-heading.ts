import { expect } from "@playwright/test";
import { siteUrl } from "#generated/site.ts";
import { routeTitles } from "#generated/titles.ts";
import { asSet } from "../../../support/as-read.ts";
import { keyContent, tabPaths } from "../key-content.ts";
import type { Address, Check, Visit } from "./sweep.ts";

/** The laptop width every-address checks ran at: the key figure is shown there in every layout. */
const DESKTOP = { width: 1280, height: 800 } as const;

/** The spec's heading and figure for an address; tab addresses are checked tab by tab in pages.spec.ts. */
function keyContentOf(address: Address) {
  return address.entry && !tabPaths.has(address.path) ? keyContent[address.path] : undefined;
}

/** Shows the spec's heading and a figure (English pages; their Russian and Uzbek twins are compared by codegen's translation checks). */
async function expectKeyContent({ page, address, where }: Visit): Promise<void> {
  const expected = keyContentOf(address);
  if (!tabPaths.has(address.path)) expect.soft(expected, `${where}: key content is listed in support/key-content.ts`).toBeDefined();
  if (!expected) return;
  await expect.soft(page.getByRole("heading", { level: 1 }), `${where}: the spec's heading`).toHaveText(expected.heading);
  await expect.soft(page.locator("main").getByText(asSet(expected.figure)).first(), `${where}: the spec's figure`).toBeVisible();
}

/**
 * Without JavaScript, each English page shows the spec's heading and figure by its HTML and CSS alone, at a
 * phone's width, where the prerendered layout is measured.
 */
export const keyContentOnAPhone: Check = {
  name: "key content",
  at: (address) => (address.entry && address.locale === "en" ? [{ width: 390, height: 844 }] : []),
  run: expectKeyContent,
};

/** Every English page: its title, canonical link and description as codegen wrote them, a visible h1, and the spec's key content. */
export const headAndHeading: Check = {
  name: "head and heading",
  at: (address) => (address.entry && address.locale === "en" ? [DESKTOP] : []),
  async run(visit) {
    const { page, address, where } = visit;
    const { title, description } = routeTitles[address.path as keyof typeof routeTitles];
    await expect.soft(page, `${where}: title`).toHaveTitle(title);
    const canonical = `${siteUrl}${address.path === "/" ? "/" : address.path}`;
    await expect.soft(page.locator('link[rel="canonical"]'), `${where}: canonical link`).toHaveAttribute("href", canonical);
    await expect.soft(page.locator('meta[name="description"]'), `${where}: description`).toHaveAttribute("content", description);
    await expect.soft(page.locator("h1").first(), `${where}: h1`).toBeVisible();
    await expectKeyContent(visit);
  },
};
