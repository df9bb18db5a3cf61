import { expect } from "@playwright/test";
import { sites } from "#generated/sites/index.ts";
import { isHome, type Check } from "./sweep.ts";

/** The home page's map marks Tashkent as running and Bishkek as planned, in each language, the two labels apart and inside it. */
export const dataCentreMap: Check = {
  name: "data centre map",
  at: (address) => (isHome(address) ? [{ width: 1280, height: 800 }] : []),
  async run({ page, address, where }) {
    const { dataCentres } = sites[address.locale];
    const map = page.locator('main figure[data-art="map"]');
    await expect.soft(map.getByRole("img", { name: dataCentres.mapAlt, exact: true }), `${where}: the map's picture`).toBeVisible();
    const nameOf = (id: string) => dataCentres.sites.find((entry) => entry.id === id)?.name ?? `no data centre ${id} in site.yaml`;
    const site = (id: string) => map.getByRole("listitem").filter({ hasText: nameOf(id) });
    // A site is a point: its list item has no size, its name and status badge are what shows.
    const shown = (id: string, text: string) => site(id).getByText(text, { exact: true });
    for (const [id, status] of [
      ["tashkent-dc1", "running"],
      ["bishkek-dc1", "planned"],
    ] as const) {
      await expect.soft(shown(id, nameOf(id)), `${where}: ${id}'s name`).toBeVisible();
      await expect.soft(shown(id, dataCentres.statusLabels[status]), `${where}: ${id}'s status`).toBeVisible();
      await expect.soft(site(id), `${where}: ${id} is ${status}`).toHaveAttribute("data-status", status);
    }
    // The two labels stand apart on the map, each inside it.
    const label = async (id: string) => ((await shown(id, nameOf(id)).isVisible()) ? shown(id, nameOf(id)).boundingBox() : null);
    const [tashkent, bishkek, frame] = await Promise.all([label("tashkent-dc1"), label("bishkek-dc1"), map.boundingBox()]);
    expect.soft(tashkent && bishkek && frame, `${where}: the labels and the map have boxes`).toBeTruthy();
    if (!tashkent || !bishkek || !frame) return;
    expect
      .soft(tashkent.y >= bishkek.y + bishkek.height || bishkek.y >= tashkent.y + tashkent.height, `${where}: the labels stand apart`)
      .toBe(true);
    for (const box of [tashkent, bishkek]) {
      expect.soft(box.x, `${where}: a label inside the map's left edge`).toBeGreaterThanOrEqual(frame.x);
      expect.soft(box.x + box.width, `${where}: a label inside the map's right edge`).toBeLessThanOrEqual(frame.x + frame.width);
    }
  },
};

/**
 * A heading of five lines beside the map put the Russian home page's buttons at the bottom edge of a
 * 1024 × 800 window; beside the art the text takes more of the row there, and the heading keeps to four.
 */
export const homeFirstScreen: Check = {
  name: "home page's first screen",
  at: (address) => (isHome(address) ? [{ width: 1024, height: 800 }] : []),
  async run({ page, where }) {
    const heading = page.locator("main h1");
    const lines = await heading.evaluate((h1) =>
      Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight)),
    );
    expect.soft(lines, `${where}: lines of the heading beside the map`).toBeLessThanOrEqual(4);
    const button = await page.locator('main a[href$="/migration-request"]').first().boundingBox();
    expect.soft(button ? button.y + button.height : Infinity, `${where}: the first button's bottom`).toBeLessThan(700);
  },
};
