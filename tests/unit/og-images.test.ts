import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { builtClientDir, builtPages } from "../support/built-pages.ts";
import { imageSize } from "../../codegen/image-size.ts";
import { sharePage } from "../../release/og-images.ts";

const meta = (html: string, attribute: "property" | "name", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

test("every built page's share image is a 1200×630 PNG that the build wrote, announced as such", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThanOrEqual(40);
  const problems = pages.flatMap(({ path: page, html }) => {
    const card = sharePage(html);
    if (!card) return [`${page}: no og:image or og:title`];
    const png = join(builtClientDir, card.imagePath);
    if (!existsSync(png)) return [`${page}: ${card.imagePath} is missing`];
    const size = imageSize(readFileSync(png), "png");
    const announced = {
      type: meta(html, "property", "og:image:type"),
      width: meta(html, "property", "og:image:width"),
      height: meta(html, "property", "og:image:height"),
      alt: meta(html, "property", "og:image:alt"),
      twitter: meta(html, "name", "twitter:image"),
    };
    const expected = {
      type: "image/png",
      width: "1200",
      height: "630",
      alt: meta(html, "property", "og:title"),
      twitter: meta(html, "property", "og:image"),
    };
    return [
      ...(size?.width === 1200 && size.height === 630
        ? []
        : [`${page}: ${card.imagePath} is ${size ? `${size.width}×${size.height}` : "not a PNG"}`]),
      ...(JSON.stringify(announced) === JSON.stringify(expected) ? [] : [`${page}: meta ${JSON.stringify(announced)}`]),
      ...(/^https?:\/\//.test(meta(html, "property", "og:image") ?? "") ? [] : [`${page}: og:image is not an absolute URL`]),
    ];
  });
  expect(problems).toEqual([]);
});
