import { expect, test } from "vitest";
import { chooseEncoding } from "../../../server/accept-encoding.ts";

test("Accept-Encoding is read by its grammar: q-values, whole names, `*`, and the first weight of a name", () => {
  const cases: Array<[string | undefined, string]> = [
    [undefined, "identity"],
    ["", "identity"],
    ["br", "br"],
    ["gzip, br", "br"],
    ["br;q=0", "identity"],
    ["br;q=0, gzip", "gzip"],
    ["br ; q=0.000 , gzip", "gzip"],
    ["gzip;q=1.000, br;q=0.999", "gzip"],
    ["GZIP;Q=0.5, Br", "br"],
    ["x-gzip", "gzip"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["br;q=0, *", "gzip"],
    ["identity;q=1, br;q=0.5", "identity"],
    ["gzip;q=0.5", "gzip"],
    // Broken weights count for nothing: not "q=1" by default.
    ["br;q=2, gzip", "gzip"],
    ["br;q=0.0001, gzip;q=0.1", "gzip"],
    ["br;q=-1", "identity"],
    ["br;level=1", "identity"],
    ["br;q=1;q=0", "identity"],
    // Names count whole, never as a substring.
    ["x-brotli, gzipped, nobr, brotli", "identity"],
    ["br, br;q=0", "br"],
  ];
  expect(cases.map(([header]) => [header, chooseEncoding(header)])).toEqual(cases);
});
