// Build step: writes every content picture the pages name under the client folder (decision 401). An
// SVG is copied as it is; a raster picture is encoded to AVIF and WebP at the widths codegen listed in
// generated/images.ts, which are also the URLs the pages ask for, so the two cannot drift apart.
// Encoding a 1600 px picture to AVIF takes about a second: outputs are kept in the build cache by the
// hash of the source and the encoder settings, so a rebuild with the same pictures encodes nothing.
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { CONTENT_DIR, type ImageFile, type RasterFormat } from "#model/image-files.ts";
import { BuildCache } from "./build-cache.ts";

/** Encoder settings, part of each output's cache key: a change re-encodes every picture. */
const ENCODERS: Record<RasterFormat, (image: Sharp) => Sharp> = {
  // AVIF at 50 looks like WebP at 78 at about two thirds of its bytes; effort 4 keeps a build quick.
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};
const SETTINGS = JSON.stringify({ avif: { quality: 50, effort: 4 }, webp: { quality: 78, effort: 4 }, sharp: sharp.versions.sharp });

/**
 * Writes each content picture's outputs into the client build. The pictures are codegen's list, handed in:
 * this module is also the dev server's (`mediaFile`), which starts before codegen has written anything.
 */
export async function writeContentImages(
  imageFiles: readonly ImageFile[],
  client: string,
  root: string,
  source = process.cwd(),
): Promise<{ written: number; encoded: number }> {
  const cache = new BuildCache(root, "images");
  let written = 0;
  for (const file of imageFiles) {
    const bytes = readFileSync(join(source, CONTENT_DIR, file.src));
    for (const output of file.outputs) {
      const target = join(client, output.url);
      mkdirSync(dirname(target), { recursive: true });
      written += 1;
      if (!output.format || !output.width) {
        copyFileSync(join(source, CONTENT_DIR, file.src), target);
        continue;
      }
      const key = BuildCache.key(bytes, output.format, String(output.width), SETTINGS);
      if (cache.restore(key, target)) continue;
      const encoded = await encode(bytes, output.format, output.width);
      cache.store(key, encoded);
      cache.restore(key, target);
    }
  }
  cache.prune();
  return { written, encoded: cache.misses };
}

function encode(bytes: Uint8Array, format: RasterFormat, width: number): Promise<Buffer> {
  return ENCODERS[format](sharp(bytes).resize({ width, withoutEnlargement: true })).toBuffer();
}

/**
 * The bytes and type of one /media/ URL, made on request: `npm run dev` serves pictures this way, as it
 * has no build folder. Null when no picture of the current content has that URL.
 */
export async function mediaFile(
  url: string,
  files: readonly ImageFile[],
  source: string,
): Promise<{ bytes: Uint8Array; type: string } | null> {
  for (const file of files) {
    const output = file.outputs.find((candidate) => candidate.url === url);
    if (!output) continue;
    const bytes = readFileSync(join(source, CONTENT_DIR, file.src));
    if (!output.format || !output.width) return { bytes, type: "image/svg+xml" };
    return { bytes: await encode(bytes, output.format, output.width), type: `image/${output.format}` };
  }
  return null;
}
