import { expect, test } from "./fixtures.ts";
import { headingSetInInter } from "./support/typeface.ts";

// The review's "lone grid item": the home page's fifth figure alone on a phone's third row, beside an empty
// cell. Every row of a stats list is filled by its own tiles, in each language, at the widths where the
// five figures take more than one row (decision 423).
for (const path of ["/", "/ru/", "/uz/"]) {
  test(`${path}: each row of the home page's figures spans the list, the last one too`, async ({ page }) => {
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const list = page.locator("#figures dl");
      const gaps = await list.evaluate((dl) => {
        const right = dl.getBoundingClientRect().right;
        const rows = new Map<number, number>();
        for (const tile of dl.children) {
          const box = tile.getBoundingClientRect();
          rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
        }
        // How far each row's last tile ends short of the list's right edge.
        return [...rows.values()].map((end) => Math.round(right - end));
      });
      expect(gaps.length, `${path} at ${width} px`).toBeGreaterThan(1);
      expect(
        gaps.filter((gap) => gap > 1),
        `${path} at ${width} px`,
      ).toEqual([]);
    }
  });
}

// A figure whose label takes two lines makes its tile taller, and the row's tiles grow to match: every
// figure of a row still starts at the row's top, so the numbers read along one line (on /ru/about at 1280
// px «150+» stood 24 px above the other four, which sat at the bottom of their taller tiles).
for (const path of ["/about", "/ru/about", "/uz/about", "/ru/"]) {
  test(`${path}: the figures of each row of a figure list start at one height`, async ({ page }) => {
    await page.goto(path);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
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
      expect(rows.length, `${path} at ${width} px: rows of figures`).toBeGreaterThan(0);
      const ragged = rows.filter((tops) => Math.max(...tops) - Math.min(...tops) > 1).map((tops) => tops.join(", "));
      expect(ragged, `${path} at ${width} px: tops of the figures in a row`).toEqual([]);
    }
  });
}

// The hero's six figures share one row on a laptop: a label of three or four lines («Экономия по сравнению
// с другими провайдерами» under «До 75 %», "Boshqa provayderlarga nisbatan tejash" under "75 foizgacha") left
// the row ragged below the other five. The hero's figures are its list of claims, not the map's places.
for (const path of ["/", "/ru/", "/uz/"]) {
  test(`${path}: every label of the hero's figures takes at most two lines from 1024 to 1440 px`, async ({ page }) => {
    await page.goto(path);
    // Measured in Inter: a first visit paints in the metric-matched fallback (decision 491), here DejaVu Sans,
    // whose widths match Inter's on average, not each line's; a visitor's next page is set in Inter.
    if (!(await headingSetInInter(page))) await page.reload();
    expect(await headingSetInInter(page), "the page is set in Inter").toBe(true);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
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
      expect(lines.length, `${path} at ${width} px: figures in the hero`).toBe(6);
      expect(
        lines.filter((label) => label.lines > 2),
        `${path} at ${width} px`,
      ).toEqual([]);
    }
  });
}
