import { expect, test } from "./fixtures.ts";

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
