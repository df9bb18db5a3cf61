import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { builtPages } from "../support/built-pages.ts";

/**
 * A new connection's first flight: TCP's initial congestion window of 10 segments of 1460 bytes, less
 * room for the response headers. A page whose compressed HTML fits arrives in one round trip, so holding
 * its first frame until <main> is parsed (decision 319) waits for the parser, never for the network.
 */
const FIRST_FLIGHT_BYTES = 14 * 1024;

test("every page holds its first frame until its main content is parsed, and names its icon inline", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThanOrEqual(3 * 45);
  for (const { path, html } of pages) {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).toContain('<link rel="expect" href="#main" blocking="render"/>');
    expect(html.match(/<main\b[^>]*\bid="main"/g), path).toHaveLength(1);
    // A file icon is a request whose timing no page controls (decision 317).
    expect(head, path).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+" type="image\/svg\+xml"\/>/);
  }
});

test(`every page's compressed HTML fits in a new connection's first flight (${FIRST_FLIGHT_BYTES} bytes)`, () => {
  // The build writes a brotli copy beside every page (server/precompress.ts); the server sends that one.
  const sizes = builtPages().map((page) => ({ path: page.path, bytes: readFileSync(`${page.file}.br`).length }));
  expect(sizes.length).toBeGreaterThanOrEqual(3 * 45);
  const tooLarge = sizes.filter((page) => page.bytes > FIRST_FLIGHT_BYTES).map((page) => `${page.path}: ${page.bytes} bytes`);
  expect(tooLarge).toEqual([]);
});
