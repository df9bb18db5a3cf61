import type { RateLimitDecision } from "./store.ts";

/**
 * A bucket left alone this long has refilled to its whole minute, whatever the rate: forgetting it then
 * changes no decision. Both stores drop such buckets.
 */
export const FULL_AFTER_MS = 60_000;

/** How long a client with `tokens` left in a bucket of `perMinute` waits until it holds one whole token. */
export function retryAfterSeconds(tokens: number, perMinute: number): number {
  return Math.max(1, Math.ceil(((1 - tokens) * FULL_AFTER_MS) / perMinute / 1000));
}

/** Token buckets in one process's memory: the SQLite store's, which serves a single process. */
export type MemoryTokenBuckets = {
  take(key: string, perMinute: number, now: number): RateLimitDecision;
  /** Number of clients currently tracked (bounded by maxKeys). */
  readonly size: number;
};

/**
 * A token bucket per client: a full minute's allowance may be spent at once (an office behind one NAT
 * sending a few forms together), then refills steadily. Pure and in memory; time is passed in. The
 * PostgreSQL store keeps the same buckets in a table (server/leads/postgres-token-buckets.ts).
 */
export function memoryTokenBuckets({ maxKeys = 10_000 }: { maxKeys?: number } = {}): MemoryTokenBuckets {
  const buckets = new Map<string, { tokens: number; updatedAt: number }>();

  return {
    get size() {
      return buckets.size;
    },
    take(key, perMinute, now) {
      const previous = buckets.get(key);
      const elapsed = previous ? Math.max(0, now - previous.updatedAt) : 0;
      const tokens = previous ? Math.min(perMinute, previous.tokens + (elapsed * perMinute) / FULL_AFTER_MS) : perMinute;
      const updatedAt = Math.max(now, previous?.updatedAt ?? now);
      // Re-inserting moves the key to the end, so Map order is least recently seen first.
      buckets.delete(key);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, updatedAt });
        evict();
        return { allowed: true };
      }
      buckets.set(key, { tokens, updatedAt });
      evict();
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(tokens, perMinute) };
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
