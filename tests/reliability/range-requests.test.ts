import { expect, test } from "vitest";
import { requestWhole } from "../support/send-whole.ts";
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

test("bytes=0-0 is the first byte alone, as a 206, for a page and an asset in any encoding", async () => {
  const page = await (await fetch(`${fresh.server.url}/about`)).text();
  const asset = /\/assets\/[^"']+\.js/.exec(page)![0];
  for (const path of ["/about", asset]) {
    for (const encoding of ["identity", "br", "gzip"]) {
      // The bytes as sent: a part of a brotli file is no brotli stream fetch could decode.
      const whole = await requestWhole(`${fresh.server.url}${path}`, { method: "GET", headers: { "accept-encoding": encoding } });
      const answer = await requestWhole(`${fresh.server.url}${path}`, {
        method: "GET",
        headers: { range: "bytes=0-0", "accept-encoding": encoding },
      });
      const what = `${path} in ${encoding}`;
      expect([answer.status, answer.bytes.length, answer.headers["content-length"]], what).toEqual([206, 1, "1"]);
      expect(answer.headers["content-range"], what).toBe(`bytes 0-0/${whole.bytes.length}`);
      expect(answer.headers["content-encoding"], what).toBe(whole.headers["content-encoding"]);
      expect(answer.bytes[0], what).toBe(whole.bytes[0]);
    }
  }
  expect((await get(asset, { range: "bytes=0-1" })).length).toBe(2);
  expect((await get(asset, { range: "bytes=1-1" })).length).toBe(1);
});
