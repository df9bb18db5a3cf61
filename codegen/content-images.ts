import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { imageSize } from "./image-size.ts";
import { CONTENT_DIR, RASTER_FORMATS, type ImageFile, type RasterFormat, type RenderedImage } from "#model/image-files.ts";

/** The URL folder the build writes content pictures to, under the client build. */
const MEDIA_URL = "/media";

/**
 * The widths a raster picture is encoded at (never wider than its source): a phone's card, a laptop's
 * column, a wide screen's hero at 1× (decision 401).
 */
const RASTER_WIDTHS = [480, 960, 1440] as const;

/** Whether an image `src` names a content picture rather than a file of the public folder. */
export const isContentImage = (src: string) => !src.startsWith("/") && !/^[a-z]+:/i.test(src);

/**
 * Reads a content picture under `root` and works out the files the build makes from it. The outputs are
 * named by the hash of the source, so a changed picture gets new URLs and an unchanged one keeps its
 * encoded files from the build cache. A string is the problem found instead.
 */
export function describeImage(root: string, src: string): ImageFile | string {
  const file = join(CONTENT_DIR, src);
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(root, file));
  } catch {
    return `image "${src}" not found: there is no ${file}`;
  }
  const extension = extname(src).slice(1).toLowerCase();
  const size = imageSize(bytes, extension);
  if (!size) return `image "${src}" has no readable size: ${file} is not a valid ${extension.toUpperCase()} file with a width and height`;
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
  const stem = `${MEDIA_URL}/${basename(src, extname(src))}.${hash}`;
  if (extension === "svg") {
    const url = `${stem}.svg`;
    return { src, rendered: { ...size, src: url, sources: [] }, outputs: [{ url }] };
  }
  const widths = RASTER_WIDTHS.filter((width) => width <= size.width);
  // A picture narrower than the smallest width ships at its own width: never upscaled.
  const shipped = widths.length > 0 ? widths : [size.width];
  const urlOf = (width: number, format: RasterFormat) => `${stem}.${width}.${format}`;
  const outputs = RASTER_FORMATS.flatMap((format) => shipped.map((width) => ({ url: urlOf(width, format), width, format })));
  const fallbackWidth = shipped.findLast((width) => width <= 960) ?? shipped[0]!;
  const rendered: RenderedImage = {
    ...size,
    src: urlOf(fallbackWidth, "webp"),
    sources: RASTER_FORMATS.map((format) => ({
      type: `image/${format}` as const,
      srcset: shipped.map((width) => `${urlOf(width, format)} ${width}w`).join(", "),
    })),
  };
  return { src, rendered, outputs };
}
