import { describe, expect, it } from "vitest";
import type { LeadLogger } from "../../../server/leads/logger.ts";
import { createRateLimiter } from "../../../server/leads/rate-limit.ts";
import { memoryTokenBuckets } from "../../../server/leads/token-buckets.ts";

// How each store counts is the store contract's (tests/unit/leads/support/store-contract.ts); here, the
// limiter around it and what only the in-memory buckets do.
describe("rate limiter", () => {
  const buckets = memoryTokenBuckets();
  const store = { countPost: async (key: string, perMinute: number, now: number) => buckets.take(key, perMinute, now) };

  it("asks the store to count every post of a client", async () => {
    const limiter = createRateLimiter({ perMinute: 2, store });
    const decisions = await Promise.all([0, 1, 2].map((t) => limiter.check("1.2.3.4", t)));
    expect(decisions).toEqual([{ allowed: true }, { allowed: true }, { allowed: false, retryAfterSeconds: 30 }]);
  });

  it("a limit of 0 turns limiting off and counts nothing", async () => {
    const counted: string[] = [];
    const limiter = createRateLimiter({
      perMinute: 0,
      store: { countPost: async (key) => (counted.push(key), { allowed: false, retryAfterSeconds: 1 }) },
    });
    for (let i = 0; i < 100; i++) expect(await limiter.check("a", 0)).toEqual({ allowed: true });
    expect(counted).toEqual([]);
  });

  it("while the store cannot count, this process holds each client to the limit, with one warning for the outage", async () => {
    const warnings: string[] = [];
    const logger: LeadLogger = { info() {}, error() {}, warn: (message) => warnings.push(message) };
    let down = true;
    const flaky = {
      countPost: (key: string, perMinute: number, now: number) =>
        down ? Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")) : store.countPost(key, perMinute, now),
    };
    const limiter = createRateLimiter({ perMinute: 2, store: flaky, logger });
    const decisions = await Promise.all([0, 1, 2, 3].map((t) => limiter.check("5.6.7.8", t)));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false, false]);
    expect(warnings).toEqual(["rate limit counted by this process: the lead store cannot count"]);
    down = false;
    expect(await limiter.check("9.9.9.9", 4)).toEqual({ allowed: true });
    expect(warnings).toHaveLength(1);
  });
});

describe("token buckets in memory", () => {
  it("remembers at most maxKeys clients, forgetting the least recently seen", () => {
    const buckets = memoryTokenBuckets({ maxKeys: 100 });
    buckets.take("busy", 1, 0);
    for (let i = 0; i < 1000; i++) {
      buckets.take(`client-${i}`, 1, i);
      if (i % 50 === 0) buckets.take("busy", 1, i);
    }
    expect(buckets.size).toBe(100);
    // "busy" was seen recently, so it is still limited.
    expect(buckets.take("busy", 1, 1000).allowed).toBe(false);
  });
});
