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

  for (const locale of LOCALES) {
    test(`the map marks Tashkent as running and Bishkek as planned, in ${locale}`, async ({ page }) => {
      const { dataCentres } = sites[locale];
      await page.goto(localePath("/", locale));
      const map = page.locator('main figure[data-art="map"]');
      await expect(map.getByRole("img", { name: dataCentres.mapAlt, exact: true })).toBeVisible();
      const nameOf = (id: string) => {
        const found = dataCentres.sites.find((entry) => entry.id === id);
        if (!found) throw new Error(`no data centre ${id} in site.yaml`);
        return found.name;
      };
      const site = (id: string) => map.getByRole("listitem").filter({ hasText: nameOf(id) });
      // A site is a point: its list item has no size, its name and status badge are what shows.
      const shown = (id: string, text: string) => site(id).getByText(text, { exact: true });
      await expect(shown("tashkent-dc1", nameOf("tashkent-dc1"))).toBeVisible();
      await expect(shown("tashkent-dc1", dataCentres.statusLabels.running)).toBeVisible();
      await expect(site("tashkent-dc1")).toHaveAttribute("data-status", "running");
      await expect(shown("bishkek-dc1", nameOf("bishkek-dc1"))).toBeVisible();
      await expect(shown("bishkek-dc1", dataCentres.statusLabels.planned)).toBeVisible();
      await expect(site("bishkek-dc1")).toHaveAttribute("data-status", "planned");
      // The two labels stand apart on the map, each inside it.
      const label = (id: string) => shown(id, nameOf(id)).boundingBox();
      const [tashkent, bishkek, frame] = await Promise.all([label("tashkent-dc1"), label("bishkek-dc1"), map.boundingBox()]);
      expect(tashkent && bishkek && frame).toBeTruthy();
      if (tashkent && bishkek && frame) {
        expect(tashkent.y >= bishkek.y + bishkek.height || bishkek.y >= tashkent.y + tashkent.height).toBe(true);
        for (const box of [tashkent, bishkek]) {
          expect(box.x).toBeGreaterThanOrEqual(frame.x);
          expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
        }
      }
    });
  }
});

// A heading of five lines beside the map put the Russian home page's buttons at the bottom edge of a
// 1024 × 800 window; beside the art the text takes more of the row there, and the heading keeps to four.
for (const path of ["/", "/ru/", "/uz/"]) {
  test(`${path}: at 1024 px the heading beside the map takes at most four lines and the buttons are well inside the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(path);
    const heading = page.locator("main h1");
    const lines = await heading.evaluate((h1) =>
      Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight)),
    );
    expect(lines, `${path}: lines of the heading`).toBeLessThanOrEqual(4);
    const button = (await page.locator('main a[href$="/migration-request"]').first().boundingBox())!;
    expect(button.y + button.height, `${path}: the first button's bottom`).toBeLessThan(700);
  });
}
