import { consoleLogger, type LeadLogger } from "./logger.ts";
import type { LeadStore, RateLimitDecision } from "./store.ts";
import { memoryTokenBuckets } from "./token-buckets.ts";

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
 * The per-client limit on posts. The store keeps the counts (decision 455). While it cannot count, this
 * process counts on its own, as one process always did: a flood during a database outage is still held to
 * a limit (each process's), rather than every post going on to a page that renders the outage. One warning
 * when counting moves to the process, one when the store counts again, not a line per post.
 */
export function createRateLimiter({ perMinute, store, logger = consoleLogger }: RateLimiterOptions): RateLimiter {
  const local = memoryTokenBuckets();
  let storeDown = false;
  return {
    async check(key, now) {
      if (perMinute <= 0) return ALLOWED;
      try {
        const decision = await store.countPost(key, perMinute, now);
        if (storeDown) logger.info("rate limit counted by the lead store again");
        storeDown = false;
        return decision;
      } catch (error) {
        if (!storeDown) logger.warn("rate limit counted by this process: the lead store cannot count", { error: String(error) });
        storeDown = true;
        return local.take(key, perMinute, now);
      }
    },
  };
}
