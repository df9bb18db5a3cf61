import { consoleLogger, type LeadLogger } from "./logger.ts";
import type { LeadStore, RateLimitDecision } from "./store.ts";

export type RateLimiter = {
  /** Counts one post of the client `key` at `now` (epoch ms) and says whether it may go on. */
  check(key: string, now: number): Promise<RateLimitDecision>;
};

export type RateLimiterOptions = {
  /** Posts per minute per client; 0 turns limiting off (load tests). */
  perMinute: number;
  /** Where the counts live: the lead store, so that every server on one PostgreSQL shares them. */
  store: Pick<LeadStore, "countPost">;
  logger?: LeadLogger;
};

const ALLOWED: RateLimitDecision = { allowed: true };

/**
 * The per-client limit on posts. The store keeps the counts (decision 455); a store that cannot count
 * lets the post through, as forgetting a client always has: the post then meets the same store's outage
 * and is answered 503, never acknowledged.
 */
export function createRateLimiter({ perMinute, store, logger = consoleLogger }: RateLimiterOptions): RateLimiter {
  return {
    async check(key, now) {
      if (perMinute <= 0) return ALLOWED;
      try {
        return await store.countPost(key, perMinute, now);
      } catch (error) {
        logger.warn("rate limit not counted: the lead store is unavailable", { error: String(error) });
        return ALLOWED;
      }
    },
  };
}
