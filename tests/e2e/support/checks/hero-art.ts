import { expect } from "@playwright/test";
import type { PageFile } from "#model/schema/index.ts";
import type { Check, Entry } from "./sweep.ts";

/** The illustration an English page's hero names in content, read from the page's generated module. */
export async function heroArtOf(entry: Entry): Promise<string | undefined> {
  const { page }: { page: PageFile } = await import(`../../../../generated/content/${entry.contentId}.ts`);
  const hero = page.sections.find((section) => section.type === "hero");
  return hero?.type === "hero" ? hero.art : undefined;
}

/**
 * Each English page's hero shows the illustration its content names, loaded at the size the page reserved
 * for it (a broken or resized image would show here), and no other. Which families share a picture is
 * codegen's check (CG201); the Russian and Uzbek pages render the same hero from the same field.
 */
export const heroArt: Check = {
  name: "hero art",
  at: (address) => (address.entry?.locale === "en" && address.entry.kind === "page" ? [{ width: 1280, height: 800 }] : []),
  async run({ page, address, where }) {
    const art = await heroArtOf(address.entry!);
    if (!art) return;
    const hero = page.locator("main section").first();
    const image = hero.locator(`img[src="/art/${art}.svg"]`);
    await expect.soft(image, `${where}: the hero shows /art/${art}.svg`).toBeVisible();
    if (!(await image.isVisible())) return;
    // Visible comes before loaded: decode() settles once the file is in (or has failed), so the check reads the outcome.
    await image.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    expect
      .soft(
        await image.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.getAttribute("width")]),
        `${where}: the hero's art loaded at its size`,
      )
      .toEqual([true, 440, "440"]);
    await expect.soft(hero.locator('img[src^="/art/"]'), `${where}: one illustration in the hero`).toHaveCount(1);
  },
};
