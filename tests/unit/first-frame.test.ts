import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { expect, test } from "vitest";
import { requireBuild } from "../reliability/support/server-process.ts";
import { htmlFiles } from "../../server/inline-stylesheets.ts";

const clientDir = join(import.meta.dirname, "../../build/client");

/**
 * A new connection's first flight: TCP's initial congestion window of 10 segments of 1460 bytes, less
 * room for the response headers. A page whose compressed HTML fits arrives in one round trip, so holding
 * its first frame until <main> is parsed (decision 319) waits for the parser, never for the network.
 */
const FIRST_FLIGHT_BYTES = 14 * 1024;

function builtPages() {
  return htmlFiles(clientDir)
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => ({
      path: `/${dirname(relative(clientDir, file))}`.replace(/\/\.$/, "/"),
      html: readFileSync(file, "utf8"),
      brotli: existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : Number.NaN,
    }));
}

test("every page holds its first frame until its main content is parsed, and names its icon inline", () => {
  requireBuild();
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
  requireBuild();
  const tooLarge = builtPages()
    .filter((page) => !(page.brotli <= FIRST_FLIGHT_BYTES))
    .map((page) => `${page.path}: ${page.brotli} bytes`);
  expect(tooLarge).toEqual([]);
});
