import type pg from "pg";
import type { LeadStore } from "./store.ts";
import { FULL_AFTER_MS, retryAfterSeconds } from "./token-buckets.ts";

/**
 * Takes a token from a client's bucket in one statement, so servers counting the same client at once
 * wait for each other's row and never both spend its last token: the bucket is refilled for the time
 * since it was last touched (capped at a minute's worth), a token taken if a whole one is there, and
 * the outcome written beside it for RETURNING, which sees only the new row. The arithmetic is that of
 * server/leads/token-buckets.ts; a clock behind the last writer's refills nothing and moves no time back.
 */
const TAKE = `
  WITH post AS (SELECT $1::text AS client_key, $2::double precision AS per_minute, $3::bigint AS at)
  INSERT INTO rate_buckets AS bucket (client_key, tokens, updated_at, allowed)
  SELECT client_key, per_minute - 1, at, per_minute >= 1 FROM post
  ON CONFLICT (client_key) DO UPDATE SET (tokens, updated_at, allowed) = (
    SELECT CASE WHEN refilled >= 1 THEN refilled - 1 ELSE refilled END, GREATEST(bucket.updated_at, at), refilled >= 1
    FROM post, LATERAL (SELECT LEAST(per_minute, bucket.tokens + GREATEST(0, at - bucket.updated_at) * per_minute / ${FULL_AFTER_MS}) AS refilled) AS refill)
  RETURNING tokens, allowed`;

const PRUNE = "DELETE FROM rate_buckets WHERE updated_at < $1";

/** The PostgreSQL store's rate limit: token buckets in the `rate_buckets` table, shared by every server on it. */
export function postgresTokenBuckets(pool: pg.Pool): Pick<LeadStore, "countPost"> {
  let prunedAt = -Infinity;
  return {
    async countPost(clientKey, perMinute, now) {
      // Each server drops the full buckets once a minute, off the post's path: the table holds about a
      // minute's clients, and a bucket dropped a moment too early was full anyway.
      if (now - prunedAt >= FULL_AFTER_MS) {
        prunedAt = now;
        void pool.query(PRUNE, [now - FULL_AFTER_MS]).catch(() => {});
      }
      const { rows } = await pool.query<{ tokens: number; allowed: boolean }>(TAKE, [clientKey, perMinute, now]);
      const bucket = rows[0];
      if (!bucket) throw new Error("the rate limit bucket was not written");
      return bucket.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: retryAfterSeconds(bucket.tokens, perMinute) };
    },
  };
}
