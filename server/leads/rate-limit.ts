type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  check(key: string, now: number): RateLimitDecision;
  /** Number of clients currently tracked (bounded by maxKeys). */
  readonly size: number;
};

export type RateLimiterOptions = {
  /** Requests per minute per key; 0 turns limiting off (load tests). */
  perMinute: number;
  /** Most keys remembered; the least recently seen are forgotten first. */
  maxKeys?: number;
};

type Bucket = { tokens: number; updatedAt: number };

/**
 * A token bucket per client: a full minute's allowance may be spent at once (an office behind one NAT
 * sending a few forms together), then refills steadily. Pure and in memory; time is passed in.
 */
export function createRateLimiter({ perMinute, maxKeys = 10_000 }: RateLimiterOptions): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const perMs = perMinute / 60_000;

  return {
    get size() {
      return buckets.size;
    },
    check(key, now) {
      if (perMinute <= 0) return { allowed: true };
      const previous = buckets.get(key);
      const elapsed = previous ? Math.max(0, now - previous.updatedAt) : 0;
      const tokens = previous ? Math.min(perMinute, previous.tokens + elapsed * perMs) : perMinute;
      // Re-inserting moves the key to the end, so Map order is least recently seen first.
      buckets.delete(key);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, updatedAt: now });
        evict();
        return { allowed: true };
      }
      buckets.set(key, { tokens, updatedAt: now });
      evict();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    },
  };

  function evict(): void {
    // Forgetting a client only ever errs toward letting it through, never toward blocking.
    while (buckets.size > maxKeys) {
      const oldest = buckets.keys().next();
      if (oldest.done) return;
      buckets.delete(oldest.value);
    }
  }
}
