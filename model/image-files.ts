/**
 * A content picture and the files the build makes from it: codegen describes each (codegen/content-images.ts),
 * the generated image list carries them, the build encodes them (release/images.ts).
 */

/** Where content pictures live: an image's `src` is named from here (images/partners/cisco.svg). */
export const CONTENT_DIR = "content";

/** The formats a raster picture is encoded in, best first: a browser takes the first it knows. */
export const RASTER_FORMATS = ["avif", "webp"] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

/** What a page needs to show a content picture: its box, what the <img> loads and the encoded variants. */
export interface RenderedImage {
  width: number;
  height: number;
  /** What the <img> loads where no <source> fits: the SVG itself, or the WebP nearest 960 px wide. */
  src: string;
  /** Raster pictures only (an SVG has none): one srcset per format, best format first. */
  sources: readonly { type: `image/${RasterFormat}`; srcset: string }[];
}

/** A picture as codegen found it: where it comes from, and the files the build writes for it. */
export interface ImageFile {
  /** The content path (images/partners/cisco.svg). */
  src: string;
  rendered: RenderedImage;
  /** Each file the build writes under the client folder: its URL path, the width and format (none for an SVG copied as is). */
  outputs: readonly { url: string; width?: number; format?: RasterFormat }[];
}
