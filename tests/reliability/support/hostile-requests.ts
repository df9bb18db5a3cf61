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

export const formPages = ["/contact", "/migration-request", "/", "/startup-program", "/evaluation/business"];
// Each form page as a no-JS post reaches it, React Router's single-fetch addresses (nothing on the site
// requests them any more), and the form islands' door.
const endpoints = [
  "/api/contact",
  "/api/startup",
  "/api/partners",
  "/about",
  "/no/such/page",
  "/_root.data",
  "/contact/",
  "/contact.data",
  "/migration-request/_.data",
  // The form islands' door, with names a lookup that is not own-property-only would find.
  "/forms/en/contact",
  "/forms/ru/migration",
  "/forms/en/constructor",
  "/forms/__proto__/contact",
  ...formPages,
];
const methods = ["POST", "PUT", "PATCH", "DELETE", "TRACE", "OPTIONS", "PROPFIND", "GET"];
// Names every plain object inherits: a lookup that is not own-property-only finds them.
export const prototypeNames = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];
const hosts = [undefined, "a b", "evil.example/path", "user@host", "[::1", "host:99999", "", "%00", "x".repeat(300), "ok.example"];
const contentTypes = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
  "application/json\u0000",
];

const bodyText = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom(
        "name",
        "email",
        "message",
        "formId",
        "intent",
        "step",
        "vms.0.cpu",
        "vms.99999.name",
        "idempotencyKey",
        "__proto__",
        "constructor",
      ),
      fc.string(),
    )
    .map((fields) => new URLSearchParams(fields).toString()),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
  fc
    .tuple(fc.constantFrom(...prototypeNames), fc.constantFrom("submit", "next", "add:__proto__", "remove:constructor:0"))
    .map(([formId, intent]) => `formId=${formId}&intent=${intent}&vms.0.__proto__=x&vms.0.constructor=y`),
  // Past the form body limit (decision 008): 413, never a 5xx or an unbounded read.
  fc.constant(`formId=migration&comments=${"a".repeat(1024 * 1024 + 1)}`),
);

/** A method, an endpoint, a Content-Type, a body, maybe an Idempotency-Key and a Host: what fuzz.test.ts always sent. */
export const hostileBodies = fc
  .record({
    path: fc.constantFrom(...endpoints),
    contentType: fc.constantFrom(...contentTypes),
    body: bodyText,
    idempotencyKey: fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
    method: fc.constantFrom(...methods),
    host: fc.constantFrom(...hosts),
  })
  .map(({ path, contentType, body, idempotencyKey, method, host }) => {
    const headers: Record<string, string> = {};
    if (contentType && !/\u0000/.test(contentType)) headers["content-type"] = contentType;
    if (idempotencyKey && /^[\x20-\x7e]*$/.test(idempotencyKey)) headers["idempotency-key"] = idempotencyKey;
    if (host !== undefined) headers.host = host;
    return { method, path, headers, body };
  });
