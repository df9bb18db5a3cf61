import { describe, expect, it } from "vitest";
import { createRateLimiter } from "../../../server/leads/rate-limit.ts";

describe("rate limiter", () => {
  it("allows a minute's worth of requests at once, then asks the client to wait", () => {
    const limiter = createRateLimiter({ perMinute: 3 });
    expect([0, 1, 2].map((t) => limiter.check("1.2.3.4", t).allowed)).toEqual([true, true, true]);
    expect(limiter.check("1.2.3.4", 3)).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it("refills steadily: one request per 60/limit seconds", () => {
    const limiter = createRateLimiter({ perMinute: 60 });
    for (let i = 0; i < 60; i++) limiter.check("a", 0);
    expect(limiter.check("a", 0).allowed).toBe(false);
    expect(limiter.check("a", 999).allowed).toBe(false);
    expect(limiter.check("a", 2000).allowed).toBe(true);
  });

  it("one client's burst does not limit another", () => {
    const limiter = createRateLimiter({ perMinute: 1 });
    expect(limiter.check("a", 0).allowed).toBe(true);
    expect(limiter.check("a", 0).allowed).toBe(false);
    expect(limiter.check("b", 0).allowed).toBe(true);
  });

  it("a limit of 0 turns limiting off", () => {
    const limiter = createRateLimiter({ perMinute: 0 });
    for (let i = 0; i < 1000; i++) expect(limiter.check("a", 0).allowed).toBe(true);
    expect(limiter.size).toBe(0);
  });

  it("remembers at most maxKeys clients, forgetting the least recently seen", () => {
    const limiter = createRateLimiter({ perMinute: 1, maxKeys: 100 });
    limiter.check("busy", 0);
    for (let i = 0; i < 1000; i++) {
      limiter.check(`client-${i}`, i);
      if (i % 50 === 0) limiter.check("busy", i);
    }
    expect(limiter.size).toBe(100);
    // "busy" was seen recently, so it is still limited.
    expect(limiter.check("busy", 1000).allowed).toBe(false);
  });
});
