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

/**
 * An SVG picture up to this size travels inside the page, as a data: URL, instead of as a file of its own
 * (decision 502): a partner's mark is 0.5–2.6 KB, and as a request of its own it cost as much again in
 * headers, fetched on a first visit whether or not the visitor scrolled to it (Chromium's lazy loading
 * starts thousands of pixels ahead). Vite inlines its own assets up to the same 4 KiB.
 */
const INLINE_SVG_LIMIT_BYTES = 4096;

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
    if (bytes.length <= INLINE_SVG_LIMIT_BYTES)
      return { src, rendered: { ...size, src: svgDataUrl(bytes.toString("utf8")), sources: [] }, outputs: [] };
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

/**
 * An SVG as a data: URL, its markup kept readable (and so compressible with the page around it) rather than
 * base64: whitespace runs collapse, and only the characters a URL cannot carry are percent-encoded. A
 * double quote becomes %22, three bytes where the page's HTML would escape either quote in six.
 */
function svgDataUrl(svg: string): string {
  const collapsed = svg
    .replace(/<\?xml[^>]*>/, "")
    .replace(/\s+/g, " ")
    .trim();
  return `data:image/svg+xml,${collapsed.replace(/["'%#<>?[\\\]^`{|}&]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
