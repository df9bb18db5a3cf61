import { expect } from "@playwright/test";
import { sites } from "#generated/sites/index.ts";
import { isHome, pathInEnglish, type Check } from "./sweep.ts";

/** The map each page's hero shows: the two countries close up at home, among their neighbours on /about (decision 494). */
const MAPS: Record<string, string> = { "/": "map", "/about": "region-map" };

/**
 * The hero's map marks Tashkent as running and Bishkek as planned, by city in the page's language (a Russian
 * reader finds them in Cyrillic), each label (city and status in one box) apart from the other and wholly
 * inside the map, at each width the map is beside the heading.
 */
export const dataCentreMap: Check = {
  name: "data centre map",
  at: (address) => (address.entry && MAPS[pathInEnglish(address)] ? [1024, 1280, 1440].map((width) => ({ width, height: 900 })) : []),
  async run({ page, address, where }) {
    const art = MAPS[pathInEnglish(address)]!;
    const { dataCentres } = sites[address.locale];
    const map = page.locator(`main figure[data-art="${art}"]`);
    await expect
      .soft(map.getByRole("img", { name: dataCentres.mapAlt, exact: true }), `${where}: the map's picture`)
      .toHaveAttribute("src", `/art/${art}.svg`);
    const cityOf = (id: string) => dataCentres.sites.find((entry) => entry.id === id)?.city ?? `no data centre ${id} in site.yaml`;
    if (address.locale === "ru")
      for (const id of ["tashkent-dc1", "bishkek-dc1"])
        expect.soft(cityOf(id), `${where}: ${id} in Cyrillic`).toMatch(/^\p{Script=Cyrillic}+$/u);
    const site = (id: string) => map.getByRole("listitem").filter({ hasText: cityOf(id) });
    // A site is a point: its list item has no size, its city and status badge are what shows.
    const shown = (id: string, text: string) => site(id).getByText(text, { exact: true });
    for (const [id, status] of [
      ["tashkent-dc1", "running"],
      ["bishkek-dc1", "planned"],
    ] as const) {
      await expect.soft(shown(id, cityOf(id)), `${where}: ${id}'s city`).toBeVisible();
      await expect.soft(shown(id, dataCentres.statusLabels[status]), `${where}: ${id}'s status`).toBeVisible();
      await expect.soft(site(id), `${where}: ${id} is ${status}`).toHaveAttribute("data-status", status);
    }
    const label = async (id: string) =>
      (await shown(id, cityOf(id)).isVisible()) ? shown(id, cityOf(id)).locator("..").boundingBox() : null;
    const [tashkent, bishkek, frame] = await Promise.all([label("tashkent-dc1"), label("bishkek-dc1"), map.boundingBox()]);
    expect.soft(tashkent && bishkek && frame, `${where}: the labels and the map have boxes`).toBeTruthy();
    if (!tashkent || !bishkek || !frame) return;
    expect
      .soft(tashkent.y >= bishkek.y + bishkek.height || bishkek.y >= tashkent.y + tashkent.height, `${where}: the labels stand apart`)
      .toBe(true);
    for (const box of [tashkent, bishkek]) {
      expect.soft(box.x, `${where}: a label inside the map's left edge`).toBeGreaterThanOrEqual(frame.x);
      expect.soft(box.x + box.width, `${where}: a label inside the map's right edge`).toBeLessThanOrEqual(frame.x + frame.width);
      expect.soft(box.y, `${where}: a label inside the map's top edge`).toBeGreaterThanOrEqual(frame.y);
      expect.soft(box.y + box.height, `${where}: a label inside the map's bottom edge`).toBeLessThanOrEqual(frame.y + frame.height);
    }
  },
};

/**
 * A heading of five lines beside the map put the Russian home page's buttons at the bottom edge of a
 * 1024 × 800 window, and the Uzbek one still took four; beside the art the text takes more of the row
 * there, in a smaller size, and the heading keeps to three lines in every language.
 */
export const homeFirstScreen: Check = {
  name: "home page's first screen",
  at: (address) => (isHome(address) ? [{ width: 1024, height: 800 }] : []),
  async run({ page, where }) {
    const heading = page.locator("main h1");
    const lines = await heading.evaluate((h1) =>
      Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight)),
    );
    expect.soft(lines, `${where}: lines of the heading beside the map`).toBeLessThanOrEqual(3);
    const button = await page.locator('main a[href$="/migration-request"]').first().boundingBox();
    expect.soft(button ? button.y + button.height : Infinity, `${where}: the first button's bottom`).toBeLessThan(700);
  },
};
