import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ImageFile } from "#model/image-files.ts";
import { describeImage, isContentImage } from "../content-images.ts";
import type { Content } from "../load.ts";
import type { Problem } from "../problems.ts";
import { PUBLIC_DIR } from "../public-dir.ts";
import { problemAt, type FieldPath, type YamlSource } from "../yaml-source.ts";

/** Keys whose value is an image the page loads: an image's `src`, a card's `fallback`, a logo's `fallbacks`. */
const IMAGE_KEYS: ReadonlySet<string> = new Set(["src", "fallback", "fallbacks"]);

/**
 * Every image the content names must be a file: a content picture under content/ (images/…), whose size
 * is read from it, or a file of the public folder (/brand/…). A path that is not ships and shows a broken
 * image (or its fallback) on every visit, and so would an image from another site, which the
 * Content-Security-Policy blocks. Returns the content pictures found, by their `src`.
 */
export function checkImages(content: Content, root: string): { problems: Problem[]; files: Map<string, ImageFile> } {
  const problems: Problem[] = [];
  const files = new Map<string, ImageFile>();
  const check = (src: string, report: (message: string) => void, pictures = true) => {
    if (pictures && isContentImage(src)) {
      const described = files.get(src) ?? describeImage(root, src);
      if (typeof described === "string") report(described);
      else files.set(src, described);
      return;
    }
    if (!src.startsWith("/")) {
      // The Content-Security-Policy (server/csp.ts) lets pages load images from the site itself only.
      report(
        `image "${src}" is not a file of the site: pages show only images under ${PUBLIC_DIR}/, named from / (e.g. /partners/acme.svg)`,
      );
      return;
    }
    const file = join(PUBLIC_DIR, decodeURIComponent(new URL(src, "http://site.invalid").pathname));
    if (!isFile(join(root, file))) report(`image "${src}" not found: there is no ${file}`);
  };
  const fromYaml = (source: YamlSource) =>
    walkImages(source.value, [], (src, path) => check(src, (message) => problems.push(problemAt(source, path, "CG142", message))));

  fromYaml(content.site.source);
  for (const page of content.pages) fromYaml(page.source);
  for (const doc of [...content.legal, ...content.translations]) {
    for (const image of doc.body?.images ?? []) {
      const { href, line, col } = image;
      // Markdown shows public files only: its images are not encoded into variants.
      const report = (message: string) =>
        problems.push({ file: doc.source.file, line, col, path: "(markdown image)", code: "CG142", message });
      check(href, report, false);
    }
  }
  return { problems, files };
}

function walkImages(value: unknown, path: FieldPath, found: (src: string, path: FieldPath) => void, imageKey = false): void {
  if (typeof value === "string") {
    if (imageKey) found(value, path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walkImages(item, [...path, index], found, imageKey));
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) walkImages(child, [...path, key], found, IMAGE_KEYS.has(key));
  }
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
