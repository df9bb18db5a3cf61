import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { builtClientDir, builtPages } from "../support/built-pages.ts";

/** The <img> tags of a page's main content (the header's and footer's logos are the brand's, not content pictures). */
const contentImages = (html: string) => {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return [...main.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
};
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
const page = (path: string) => {
  const found = builtPages().find((built) => built.path === path);
  if (!found) throw new Error(`${path} was not built`);
  return found.html;
};

test("a raster picture ships as AVIF and WebP at 480, 960 and 1440 px, each file what its name says", async () => {
  const html = page("/case-studies");
  const sources = [...html.matchAll(/<source type="image\/(avif|webp)" srcSet="([^"]+)" sizes="([^"]+)"/gi)];
  expect(sources.map((source) => source[1])).toEqual(["avif", "webp"]);
  for (const [, format, srcset, sizes] of sources) {
    expect(sizes).toMatch(/\dr?em|vw/);
    const candidates = srcset!.split(", ").map((candidate) => candidate.split(" ") as [string, string]);
    expect(candidates.map(([, width]) => width)).toEqual(["480w", "960w", "1440w"]);
    for (const [url, width] of candidates) {
      const file = join(builtClientDir, url);
      expect(existsSync(file), url).toBe(true);
      const metadata = await sharp(readFileSync(file)).metadata();
      expect([metadata.format, metadata.width], url).toEqual([format === "avif" ? "heif" : "webp", Number.parseInt(width)]);
    }
  }
});

test("every content picture has its width and height, and only the hero's is fetched first; the rest wait", () => {
  const checked = ["/", "/partners", "/case-studies", "/ru/case-studies"].flatMap((path) =>
    contentImages(page(path)).map((tag) => ({ path, tag })),
  );
  expect(checked.length).toBeGreaterThanOrEqual(13);
  const priorities = checked.map(({ path, tag }) => ({
    path,
    src: attribute(tag, "src"),
    sized: Number(attribute(tag, "width")) > 0 && Number(attribute(tag, "height")) > 0,
    fetchpriority: attribute(tag, "fetchpriority"),
    loading: attribute(tag, "loading"),
    decoding: attribute(tag, "decoding"),
  }));
  expect(priorities.filter((image) => !image.sized)).toEqual([]);
  const first = priorities.filter((image) => image.fetchpriority === "high");
  expect(first.map((image) => [image.path, image.src?.replace(/\.[0-9a-f]{10}\./, ".#.")])).toEqual([
    ["/case-studies", "/media/data-hall.#.960.webp"],
    ["/ru/case-studies", "/media/data-hall.#.960.webp"],
  ]);
  expect(first.every((image) => image.loading === undefined)).toBe(true);
  const rest = priorities.filter((image) => image.fetchpriority !== "high");
  expect(rest.filter((image) => image.loading !== "lazy" || image.decoding !== "async")).toEqual([]);
});

test("a small SVG picture comes inside the page as a data: URL of the content file, and no file is written for it", () => {
  const cisco = contentImages(page("/partners")).find((tag) => attribute(tag, "alt") === "Cisco");
  const src = attribute(cisco ?? "", "src") ?? "";
  expect(src).toMatch(/^data:image\/svg\+xml,/);
  const source = readFileSync(join(import.meta.dirname, "../../content/images/partners/cisco.svg"), "utf8");
  expect(decodeURIComponent(src.slice("data:image/svg+xml,".length))).toBe(source.replace(/\s+/g, " ").trim());
  expect(
    existsSync(join(builtClientDir, "media")) ? readdirSync(join(builtClientDir, "media")).filter((name) => name.endsWith(".svg")) : [],
  ).toEqual([]);
});
