import { expect, test } from "vitest";
import { serverOnFreshStore } from "./support/fresh-server.ts";

const fresh = serverOnFreshStore("range");

/** Range headers a stranger may send: reversed, empty, past the end, several, malformed, with If-Range. */
const hostileRanges = [
  "bytes=5-1",
  "bytes=-0",
  "bytes=99999999-",
  "bytes=0-1,5-6",
  "bytes=--",
  "bytes=1-2-3",
  "bytes=-99999999999999999999",
  "bytes=18446744073709551616-",
  "items=0-5",
  "garbage",
  "",
];

async function get(path: string, headers: Record<string, string>) {
  const response = await fetch(`${fresh.server.url}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
  const body = await response.arrayBuffer();
  return { status: response.status, length: body.byteLength, contentRange: response.headers.get("content-range") };
}

test("no Range header ends the server: each gets the whole file, its part, or 416, and the site keeps answering", async () => {
  const page = await (await fetch(`${fresh.server.url}/about`)).text();
  const asset = /\/assets\/[^"']+\.js/.exec(page)?.[0];
  expect(asset).toBeDefined();
  for (const path of ["/about", asset!]) {
    for (const range of hostileRanges) {
      const answer = await get(path, { range });
      expect([200, 206, 416], `${path} with Range: ${range}`).toContain(answer.status);
    }
    const withIfRange = await get(path, { range: "bytes=0-9", "if-range": '"not-the-etag"' });
    // A Range whose If-Range no longer matches (or cannot be checked) gets the whole, current file.
    expect(withIfRange.status, `${path} with If-Range`).toBe(200);
  }
  expect((await fetch(`${fresh.server.url}/`)).status).toBe(200);
  expect(fresh.server.output.join("\n")).not.toContain("ERR_OUT_OF_RANGE");
});

test("a single well-formed range is still served as a part", async () => {
  const page = await (await fetch(`${fresh.server.url}/about`)).text();
  const asset = /\/assets\/[^"']+\.js/.exec(page)![0];
  const answer = await get(asset, { range: "bytes=0-9" });
  expect([answer.status, answer.length]).toEqual([206, 10]);
  expect(answer.contentRange).toMatch(/^bytes 0-9\/\d+$/);
});
