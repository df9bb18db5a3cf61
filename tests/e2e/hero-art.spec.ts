import { familyOf } from "../../codegen/checks/check-hero-art.ts";
import type { PageFile } from "#model/schema/index.ts";
import { LOCALES, localePath } from "#model/schema/locales.ts";
import { manifest } from "#generated/manifest.ts";
import { sites } from "#generated/sites/index.ts";
import { expect, test, widths } from "./fixtures.ts";

/** The illustration each English page's hero names in content, read from the page's generated module. */
async function heroArtOf(contentId: string): Promise<string | undefined> {
  const { page }: { page: PageFile } = await import(`../../generated/content/${contentId}.ts`);
  const hero = page.sections.find((section) => section.type === "hero");
  return hero?.type === "hero" ? hero.art : undefined;
}

const pages = manifest.filter((entry) => entry.kind === "page");

test.describe("hero illustrations", () => {
  test.use({ viewport: widths.desktop });

  test("each family's hero shows its own illustration, loaded, and no two families show the same", async ({ page }) => {
    const familiesOf = new Map<string, Set<string>>();
    for (const entry of pages) {
      const art = await heroArtOf(entry.contentId);
      if (!art) continue;
      await page.goto(entry.path);
      const hero = page.locator("main section").first();
      const image = hero.locator(`img[src="/art/${art}.svg"]`);
      await expect(image, entry.path).toBeVisible();
      // Loaded at the size the page reserved for it: a broken or resized image would show here. Visible comes
      // before loaded: decode() settles once the file is in (or has failed), so the check reads the outcome.
      await image.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      expect(
        await image.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.getAttribute("width")]),
        entry.path,
      ).toEqual([true, 440, "440"]);
      await expect(hero.locator('img[src^="/art/"]'), entry.path).toHaveCount(1);
      familiesOf.set(art, (familiesOf.get(art) ?? new Set()).add(familyOf(entry.path)));
    }
    expect([...familiesOf].filter(([, families]) => families.size > 1)).toEqual([]);
    expect(familiesOf.size).toBeGreaterThanOrEqual(12);
  });

  // Home shows the two countries close up, /about the same two among their neighbours (decision 494).
  for (const [path, art] of [
    ["/", "map"],
    ["/about", "region-map"],
  ] as const) {
    for (const locale of LOCALES) {
      test(`${localePath(path, locale)} maps Tashkent as running and Bishkek as planned, by city in the page's language, inside the ${art} at each width`, async ({
        page,
      }) => {
        const { dataCentres } = sites[locale];
        await page.goto(localePath(path, locale));
        const map = page.locator(`main figure[data-art="${art}"]`);
        await expect(map.getByRole("img", { name: dataCentres.mapAlt, exact: true })).toHaveAttribute("src", `/art/${art}.svg`);
        const cityOf = (id: string) => {
          const found = dataCentres.sites.find((entry) => entry.id === id);
          if (!found) throw new Error(`no data centre ${id} in site.yaml`);
          return found.city;
        };
        // A Russian reader finds the cities in Cyrillic, as the Uzbek one finds them in Uzbek spelling.
        if (locale === "ru") for (const id of ["tashkent-dc1", "bishkek-dc1"]) expect(cityOf(id)).toMatch(/^\p{Script=Cyrillic}+$/u);
        const site = (id: string) => map.getByRole("listitem").filter({ hasText: cityOf(id) });
        // A site is a point: its list item has no size, its city and status badge are what shows.
        const shown = (id: string, text: string) => site(id).getByText(text, { exact: true });
        await expect(site("tashkent-dc1")).toHaveAttribute("data-status", "running");
        await expect(site("bishkek-dc1")).toHaveAttribute("data-status", "planned");
        for (const width of [1024, 1280, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await expect(shown("tashkent-dc1", cityOf("tashkent-dc1"))).toBeVisible();
          await expect(shown("tashkent-dc1", dataCentres.statusLabels.running)).toBeVisible();
          await expect(shown("bishkek-dc1", cityOf("bishkek-dc1"))).toBeVisible();
          await expect(shown("bishkek-dc1", dataCentres.statusLabels.planned)).toBeVisible();
          // The two labels (city and status in one box, the city's parent) stand apart on the map, each wholly inside it.
          const label = (id: string) => shown(id, cityOf(id)).locator("..").boundingBox();
          const [tashkent, bishkek, frame] = await Promise.all([label("tashkent-dc1"), label("bishkek-dc1"), map.boundingBox()]);
          if (!tashkent || !bishkek || !frame) throw new Error(`${width}: a label or the map is not laid out`);
          expect(tashkent.y >= bishkek.y + bishkek.height || bishkek.y >= tashkent.y + tashkent.height, `${width}: labels apart`).toBe(
            true,
          );
          for (const box of [tashkent, bishkek]) {
            expect(box.x, `${width}: left`).toBeGreaterThanOrEqual(frame.x);
            expect(box.x + box.width, `${width}: right`).toBeLessThanOrEqual(frame.x + frame.width);
            expect(box.y, `${width}: top`).toBeGreaterThanOrEqual(frame.y);
            expect(box.y + box.height, `${width}: bottom`).toBeLessThanOrEqual(frame.y + frame.height);
          }
        }
      });
    }
  }
});

// A heading of five lines beside the map put the Russian home page's buttons at the bottom edge of a
// 1024 × 800 window, and the Uzbek one still took four; beside the art the text takes more of the row there,
// in a smaller size, and the heading keeps to three lines in every language.
for (const path of ["/", "/ru/", "/uz/"]) {
  test(`${path}: at 1024 px the heading beside the map takes at most three lines and the buttons are well inside the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(path);
    const heading = page.locator("main h1");
    const lines = await heading.evaluate((h1) =>
      Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight)),
    );
    expect(lines, `${path}: lines of the heading`).toBeLessThanOrEqual(3);
    const button = (await page.locator('main a[href$="/migration-request"]').first().boundingBox())!;
    expect(button.y + button.height, `${path}: the first button's bottom`).toBeLessThan(700);
  });
}
