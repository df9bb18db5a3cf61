import { Worker } from "node:worker_threads";
import { describe, expect, test } from "vitest";
import { formLoaders } from "#generated/forms/index.ts";
import { normalizers, patterns } from "#model/patterns.ts";
import type { LongestValueAnswer } from "./support/longest-values.ts";

/**
 * Every validator, fed the longest value a form post can carry (1 MiB) in the shape that costs its pattern
 * most. The e-mail and URL expressions these replaced backtracked quadratically: a 100 KB e-mail of dots
 * took 5.5–18.5 s of CPU, one at 1 MiB takes many minutes, and while it ran the server answered no one
 * (docs/decisions/333-linear-validators.md). Linear validators answer a whole form in tens of
 * milliseconds; the deadline below is a bound two orders of magnitude above that, not a measurement.
 */
const DEADLINE_MS = 15_000;

function validateInWorker(locale: string, formId: string): Promise<LongestValueAnswer[]> {
  const worker = new Worker(new URL("./support/longest-values.ts", import.meta.url), { workerData: { locale, formId } });
  return new Promise<LongestValueAnswer[]>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`${locale}/${formId} did not validate within ${DEADLINE_MS} ms`)), DEADLINE_MS);
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", () => clearTimeout(deadline));
    deadline.unref();
  }).finally(() => worker.terminate());
}

for (const [locale, loaders] of Object.entries(formLoaders)) {
  describe(`${locale} forms take their longest values in linear time`, () => {
    for (const formId of Object.keys(loaders)) {
      test(`${formId}: every text field at the body limit`, { timeout: DEADLINE_MS + 5_000 }, async () => {
        const answers = await validateInWorker(locale, formId);
        expect(answers.length).toBeGreaterThan(0);
        // Every field refuses a value that long, with one of its own messages or its limit's.
        for (const answer of answers) expect(answer.messages, answer.field).toContain(answer.shown);
      });
    }
  });
}

describe("patterns", () => {
  test("keep the rules the forms had, checked in one pass", () => {
    expect(["a@b.cc", "a.b@c.d.ee", "a@b..cc", "x@mail.example.uz"].filter(patterns.email)).toHaveLength(4);
    expect(["a@b.c", "a@.cc", "a b@c.dd", "a@b@c.dd", "@b.cc", "a@bcc"].filter(patterns.email)).toEqual([]);
    expect(["http://a.bc", "HTTPS://rocket.uz/about?x=1"].filter(patterns.url)).toHaveLength(2);
    expect(["rocket.uz", "http://.a.bc", "ftp://a.bc", "http://a.b", "https://a b.cc"].filter(patterns.url)).toEqual([]);
    expect(["rocket.uz", "https://rocket.uz"].filter(patterns.website)).toHaveLength(2);
    expect(["rocket", "ftp://rocket.uz", "rocket .uz"].filter(patterns.website)).toEqual([]);
  });

  test("refuse a value longer than an address can be, before reading it", () => {
    expect(patterns.email(`${"a".repeat(243)}@example.uz`)).toBe(true);
    expect(patterns.email(`${"a".repeat(244)}@example.uz`)).toBe(false);
    expect(patterns.url(`https://example.uz/${"a".repeat(2029)}`)).toBe(true);
    expect(patterns.url(`https://example.uz/${"a".repeat(2030)}`)).toBe(false);
  });

  test("a phone written the local way is stored one way", () => {
    expect(patterns.phone("+998 (71) 200-00-00")).toBe(true);
    expect(normalizers.phone("+998 (71)  200-00-00")).toBe("+998 71 200-00-00");
  });
});
