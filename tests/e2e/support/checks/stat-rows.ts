import { expect } from "@playwright/test";
import { isHome, pathInEnglish, type Check, type Viewport } from "./sweep.ts";

const at = (...widths: number[]): Viewport[] => widths.map((width) => ({ width, height: 900 }));

/**
 * The review's "lone grid item": the home page's fifth figure alone on a phone's third row, beside an empty
 * cell. Every row of a stats list is filled by its own tiles, in each language, at the widths where the
 * five figures take more than one row (decision 423).
 */
export const figureRowsFilled: Check = {
  name: "home figures fill their rows",
  at: (address) => (isHome(address) ? at(390, 768) : []),
  async run({ page, where }) {
    const gaps = await page.locator("#figures dl").evaluate((dl) => {
      const right = dl.getBoundingClientRect().right;
      const rows = new Map<number, number>();
      for (const tile of dl.children) {
        const box = tile.getBoundingClientRect();
        rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
      }
      // How far each row's last tile ends short of the list's right edge.
      return [...rows.values()].map((end) => Math.round(right - end));
    });
    expect.soft(gaps.length, `${where}: rows of the home page's figures`).toBeGreaterThan(1);
    expect
      .soft(
        gaps.filter((gap) => gap > 1),
        `${where}: rows of figures ending short of the list`,
      )
      .toEqual([]);
  },
};

/**
 * A figure whose label takes two lines makes its tile taller, and the row's tiles grow to match: every
 * figure of a row still starts at the row's top, so the numbers read along one line (on /ru/about at 1280
 * px «150+» stood 24 px above the other four, which sat at the bottom of their taller tiles).
 */
export const figuresLevel: Check = {
  name: "figures of a row level",
  at: (address) => (pathInEnglish(address) === "/about" || (address.locale === "ru" && isHome(address)) ? at(390, 1280) : []),
  async run({ page, where }) {
    const rows = await page.locator("main dl").evaluateAll((lists) =>
      lists.flatMap((dl) => {
        const rows = new Map<number, number[]>();
        for (const tile of dl.children) {
          const figure = tile.querySelector("dd");
          if (!figure) continue;
          const row = Math.round(tile.getBoundingClientRect().top);
          rows.set(row, [...(rows.get(row) ?? []), Math.round(figure.getBoundingClientRect().top)]);
        }
        return [...rows.values()];
      }),
    );
    // A page whose figures were gone would have no row to be ragged.
    expect.soft(rows.length, `${where}: rows of figures`).toBeGreaterThan(0);
    const ragged = rows.filter((tops) => Math.max(...tops) - Math.min(...tops) > 1).map((tops) => tops.join(", "));
    expect.soft(ragged, `${where}: tops of the figures in a row`).toEqual([]);
  },
};

/**
 * The hero's six figures share one row on a laptop: a label of three or four lines («Экономия по сравнению
 * с другими провайдерами» under «До 75 %», "Boshqa provayderlarga nisbatan tejash" under "75 foizgacha") left
 * the row ragged below the other five. The hero's figures are its list of claims, not the map's places.
 * Measured in Inter (the sweep reloads a page with baselines until it is set in it, as a visitor's next page).
 */
export const heroFigureLabels: Check = {
  name: "hero figure labels",
  at: (address) => (isHome(address) ? at(1024, 1280, 1440) : []),
  async run({ page, where }) {
    const lines = await page
      .locator("main section")
      .first()
      .locator("ul:not(figure ul) > li > span")
      .evaluateAll((labels) =>
        labels.map((label) => {
          // An inline label's lines are the distinct tops of its text's boxes.
          const range = document.createRange();
          range.selectNodeContents(label);
          return { text: label.textContent, lines: new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size };
        }),
      );
    expect.soft(lines.length, `${where}: figures in the hero`).toBe(6);
    expect
      .soft(
        lines.filter((label) => label.lines > 2),
        `${where}: hero figure labels over two lines`,
      )
      .toEqual([]);
  },
};
