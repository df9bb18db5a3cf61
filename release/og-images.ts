// Build step: a 1200×630 PNG share card for every prerendered page, drawn from the page's title and the
// brand, because Facebook, LinkedIn, X and Telegram do not show SVG previews (decision 210). Runs after
// `react-router build`; pages name their card in og:image (app/lib/seo.ts) and this step draws what
// they name, so the two cannot drift apart.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { createElement as h } from "react";
import satori from "satori";
import { site, siteUrl } from "#generated/site.ts";
import { shareImage } from "../app/lib/seo.ts";
import { palette } from "../app/ui/palette.ts";
import { htmlFiles } from "../server/html-files.ts";
import { BuildCache } from "./build-cache.ts";

const require = createRequire(import.meta.url);
/** Inter's subsets for the site's languages: Latin (English, Uzbek's oʻ and gʻ in latin-ext) and Cyrillic (Russian). */
const SUBSETS = ["latin", "latin-ext", "cyrillic"] as const;
const font = (subset: (typeof SUBSETS)[number], weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));

/** What a page's card shows, read from its prerendered head. */
export interface SharePage {
  /** Path of the card under the client build, from og:image. */
  imagePath: string;
  title: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith("#")
      ? String.fromCodePoint(Number(name.startsWith("#x") ? `0${name.slice(1)}` : name.slice(1)))
      : (ENTITIES[name] ?? entity),
  );
const metaContent = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

/** The card a page asks for, or null for a page without one (the 404 page). */
export function sharePage(html: string): SharePage | null {
  const image = metaContent(html, "og:image");
  const title = metaContent(html, "og:title");
  if (!image || !title) return null;
  return { imagePath: new URL(decode(image)).pathname, title: decode(title) };
}

/** The brand mark of the light logo without its wordmark, which the card sets in its own type. */
function brandMark(): string {
  const logo = readFileSync(join(import.meta.dirname, "../app/public", site.footerLogo.image.src), "utf8");
  const mark = logo
    .replace(/<text[\s\S]*<\/text>/, "")
    .replace(/width="\d+"/, 'width="32"')
    .replace(/viewBox="[^"]*"/, 'viewBox="0 0 32 32"');
  return `data:image/svg+xml;base64,${Buffer.from(mark).toString("base64")}`;
}

type Fonts = Parameters<typeof satori>[1]["fonts"];

/** One card as PNG bytes: the brand on top, the title large, the site's address below. */
async function renderCard(title: string, fonts: Fonts, mark: string): Promise<Buffer> {
  const suffix = ` — ${site.name}`;
  const headline = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const card = h(
    "div",
    {
      style: {
        // Satori sizes boxes without their padding unless told otherwise.
        boxSizing: "border-box",
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        background: palette.night,
        color: palette.onPrimary,
        // One family per subset: satori falls back along the list glyph by glyph.
        fontFamily: SUBSETS.map((subset) => `"Inter ${subset}"`).join(", "),
        borderTop: `16px solid ${palette.primary}`,
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center", gap: 24 } },
      h("img", { src: mark, width: 72, height: 72 }),
      h("div", { style: { fontSize: 40, fontWeight: 700 } }, site.name),
    ),
    h(
      "div",
      { style: { display: "flex", fontSize: headline.length > 48 ? 60 : 76, fontWeight: 700, lineHeight: 1.15, lineClamp: 3 } },
      headline,
    ),
    h(
      "div",
      { style: { display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 30, color: palette.nightText } },
      h("div", {}, new URL(siteUrl).host),
      h("div", { style: { width: 200, height: 10, borderRadius: 5, background: palette.accent } }),
    ),
  );
  const svg = await satori(card, { width: shareImage.width, height: shareImage.height, fonts });
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * Draws the share card of every prerendered page in a release's client folder. A card is drawn once per
 * title; one an earlier build drew from the same title, fonts, brand and code is copied from the build cache.
 */
export async function drawShareImages(client: string, root: string): Promise<void> {
  const started = performance.now();
  const fonts: Fonts = SUBSETS.flatMap((subset) => [
    { name: `Inter ${subset}`, data: font(subset, 400), weight: 400 as const, style: "normal" as const },
    { name: `Inter ${subset}`, data: font(subset, 700), weight: 700 as const, style: "normal" as const },
  ]);
  const mark = brandMark();
  const cache = new BuildCache(root, "og-images");
  // Everything a card is drawn from besides its title: this file, the fonts, the brand, the palette, the host.
  const drawing = BuildCache.key(
    readFileSync(import.meta.filename),
    ...fonts.map((entry) => new Uint8Array(entry.data as ArrayBuffer | Buffer)),
    mark,
    JSON.stringify(palette),
    site.name,
    siteUrl,
  );
  const pages = htmlFiles(client).flatMap((file) => sharePage(readFileSync(file, "utf8")) ?? []);
  const written = new Set<string>();
  for (const page of pages) {
    if (written.has(page.imagePath)) continue;
    const target = join(client, page.imagePath);
    mkdirSync(dirname(target), { recursive: true });
    // Aliases that share a title (the under-construction pages) share one drawing.
    const key = BuildCache.key(drawing, page.title);
    if (!cache.restore(key, target)) {
      const png = await renderCard(page.title, fonts, mark);
      cache.store(key, png);
      writeFileSync(target, png);
    }
    written.add(page.imagePath);
  }
  cache.prune();
  console.log(
    `og-images: ${written.size} cards, ${cache.misses} drawn and ${cache.hits} from the cache in ${Math.round(performance.now() - started)} ms`,
  );
}
