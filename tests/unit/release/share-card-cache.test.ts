import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { drawShareImages } from "../../../release/og-images.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const head = (card: string, title: string) =>
  `<!doctype html><meta property="og:title" content="${title}"><meta property="og:image" content="https://example.test/og/${card}.png">`;

function release(root: string, name: string, pages: Record<string, string>): string {
  const client = join(root, "releases", name, "client");
  mkdirSync(client, { recursive: true });
  for (const [card, title] of Object.entries(pages)) writeFileSync(join(client, `${card}.html`), head(card, title));
  return client;
}

test("a rebuild draws only the share cards whose title changed and copies the others from the cache", async () => {
  const root = mkdtempSync(join(tmpdir(), "share-cards-"));
  roots.push(root);
  const log = vi.spyOn(console, "log").mockImplementation(() => {});

  const first = release(root, "one", { home: "Home — Silkway Cloud", about: "About — Silkway Cloud" });
  await drawShareImages(first, root);
  expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^og-images: 2 cards, 2 drawn and 0 from the cache/));

  const second = release(root, "two", { home: "Home — Silkway Cloud", about: "About us — Silkway Cloud" });
  await drawShareImages(second, root);
  expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^og-images: 2 cards, 1 drawn and 1 from the cache/));
  expect(readFileSync(join(second, "og/home.png"))).toEqual(readFileSync(join(first, "og/home.png")));
  expect(readFileSync(join(second, "og/about.png"))).not.toEqual(readFileSync(join(first, "og/about.png")));
});
