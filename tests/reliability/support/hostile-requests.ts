import fc from "fast-check";

/**
 * Requests a stranger can send that no browser would, shared by the reliability tests (a seeded sample)
 * and `npm run bench:fuzz` (the long run across both stores).
 */

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;

/** Each byte 0x00–0xFF percent-encoded at the start, middle and end of pages, assets and doors, and raw. */
export function pathsWithEveryByte(): Buffer[] {
  return Array.from({ length: 256 }, (_, byte) => [
    Buffer.from(`/${hex(byte)}`),
    Buffer.from(`/about${hex(byte)}`),
    Buffer.from(`/assets/x${hex(byte)}.js`),
    Buffer.from(`/forms/en/contact${hex(byte)}`),
    Buffer.concat([Buffer.from("/about"), Buffer.from([byte]), Buffer.from("x")]),
  ]).flat();
}

const visible = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 200 });
const latin1 = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 200 });
const value = fc.oneof(visible, latin1, fc.constant(""), fc.constant("x".repeat(7000)));
const httpDate = fc.constantFrom(
  "Wed, 21 Oct 2015 07:28:00 GMT",
  "Tue, 01 Jan 2999 00:00:00 GMT",
  "Thu, 01 Jan 1970 00:00:00 GMT",
  "yesterday",
  "0",
  "-1",
);

const headerValues = {
  Range: fc.oneof(
    fc.constantFrom(
      "bytes=5-1",
      "bytes=-0",
      "bytes=99999999-",
      "bytes=0-1,5-6",
      "bytes=--",
      "bytes=0-0",
      "bytes=-5",
      "bytes= 0-9",
      "bytes=0-9 ,",
    ),
    fc.tuple(fc.nat(), fc.nat()).map(([first, last]) => `bytes=${first}-${last}`),
    value,
  ),
  "If-Range": fc.oneof(fc.constantFrom('"x"', 'W/"x"', "*"), httpDate, value),
  "If-None-Match": fc.oneof(fc.constantFrom("*", '"x"', 'W/"x", "y"', '"', ",,,"), value),
  "If-Modified-Since": fc.oneof(httpDate, value),
  "Accept-Encoding": fc.oneof(fc.constantFrom("br;q=0", "gzip;q=1.1", "*", "identity;q=0", "br, br, br", "gzip;q=-1", "zstd"), value),
  Cookie: fc.oneof(fc.constantFrom("a=b; a=c", "=", ";;;", "__proto__=1; constructor=2", `a=${"b".repeat(4000)}`), value),
  "Content-Type": fc.oneof(
    fc.constantFrom(
      "application/json; charset=utf-16",
      "application/json; charset=",
      "application/x-www-form-urlencoded; charset=utf-7",
      "multipart/form-data; boundary=",
      'multipart/form-data; boundary="x"; boundary=y',
      "text/plain; a=b; a=c",
    ),
    visible.map((parameters) => `application/x-www-form-urlencoded; ${parameters}`),
  ),
};

type HeaderName = keyof typeof headerValues;

/** A method, a path, up to four hostile headers (or a Transfer-Encoding beside a Content-Length), and a body. */
export const hostileHeaders = fc
  .record({
    method: fc.constantFrom("GET", "HEAD", "POST"),
    path: fc.constantFrom(
      "/",
      "/about",
      "/ru/about",
      "/robots.txt",
      "/no/such/page",
      "/healthz",
      "/api/contact",
      "/contact",
      "/forms/en/contact",
    ),
    chosen: fc.uniqueArray(fc.constantFrom(...(Object.keys(headerValues) as HeaderName[])), { maxLength: 4 }),
    values: fc.record(headerValues),
    framing: fc.constantFrom("content-length", "chunked", "both"),
    body: fc.oneof(fc.constant(""), fc.constant("formId=contact&email=a%40b.cc"), fc.constant('{"email":"a@b.cc"}'), visible),
  })
  .map(({ method, path, chosen, values, framing, body }) => {
    const headers = chosen.map((name) => `${name}: ${values[name]}`);
    const length = Buffer.byteLength(body, "latin1");
    const chunked = `${length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    if (framing === "content-length") return { method, path, headers: [...headers, `Content-Length: ${length}`], body };
    if (framing === "chunked") return { method, path, headers: [...headers, "Transfer-Encoding: chunked"], body: chunked };
    return { method, path, headers: [...headers, "Transfer-Encoding: chunked", `Content-Length: ${length}`], body: chunked };
  });
