import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { builtClientDir, builtPages } from "../support/built-pages.ts";
import { sharePage } from "../../release/og-images.ts";

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

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
    const size = pngSize(readFileSync(png));
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
