import { randomUUID } from "node:crypto";
import pg from "pg";
import { contentFingerprint, leadFingerprint } from "./fingerprint.ts";
import { consoleLogger } from "./logger.ts";
import { migratePostgres, quoteIdent } from "./migrations.ts";
import { newReference } from "./reference.ts";
import { postgresTokenBuckets } from "./postgres-token-buckets.ts";
import { consentCells, rowToLead } from "./rows.ts";
import * as sql from "./sql.ts";
import { DEFAULT_LEASE_MS, type LeadStore, type StoreTiming } from "./store.ts";

export type PostgresStoreOptions = StoreTiming & {
  connectionString: string;
  /** Tables live in this schema (created if missing); tests use a fresh one each. Default: public. */
  schema?: string;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
};

/** The shared store for several server processes; leases keep two of them off the same lead. */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<LeadStore> {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const schema = options.schema ?? "public";
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    options: `-c search_path=${quoteIdent(schema)}`,
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on("error", options.onPoolError ?? ((error) => consoleLogger.error("PostgreSQL pool error", { error: error.message })));

  const client = await pool.connect();
  try {
    await migratePostgres(client, schema);
  } catch (error) {
    client.release();
    await pool.end();
    throw error;
  }
  client.release();

  async function run(text: string, params: unknown[]): Promise<number> {
    return (await pool.query(sql.numbered(text), params)).rowCount ?? 0;
  }

  return {
    ...postgresTokenBuckets(pool),

    async insert(lead, idempotencyKey, { honeypot, sameContentWithinMs }) {
      const t = now();
      const fingerprint = leadFingerprint(lead);
      const content = contentFingerprint(lead);
      const id = randomUUID();
      const reference = newReference();
      const params = [
        id,
        lead.kind,
        lead.locale,
        JSON.stringify(lead.fields),
        lead.pageUrl ?? null,
        idempotencyKey,
        fingerprint,
        content,
        honeypot ? "spam" : "pending",
        honeypot ? null : t,
        t,
        t,
        ...consentCells(lead, t),
        reference,
      ];
      if (sameContentWithinMs !== undefined) {
        // The lock on the content serialises identical posts from every server: the second one waits
        // for the first to commit, then finds it.
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`leads-content:${content}`]);
          const same = await client.query<{ id: string; reference: string | null }>(sql.numbered(sql.SELECT_SAME_CONTENT), [
            content,
            t - sameContentWithinMs,
          ]);
          const inserted = same.rows[0] ? 0 : ((await client.query(sql.numbered(sql.INSERT_LEAD), params)).rowCount ?? 0);
          await client.query("COMMIT");
          if (same.rows[0]) return { id: same.rows[0].id, duplicate: true, sameRequest: true, reference: same.rows[0].reference };
          if (inserted === 1) return { id, duplicate: false, sameRequest: true, reference };
        } catch (error) {
          await client.query("ROLLBACK").catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      } else if ((await run(sql.INSERT_LEAD, params)) === 1) {
        return { id, duplicate: false, sameRequest: true, reference };
      }
      // ON CONFLICT waited for the first insert to commit, so this read sees it.
      const { rows } = await pool.query<{ id: string; fingerprint: string; reference: string | null }>(sql.numbered(sql.SELECT_BY_KEY), [
        idempotencyKey,
      ]);
      const first = rows[0];
      if (!first) throw new Error("idempotency key conflicted but no lead holds it");
      return { id: first.id, duplicate: true, sameRequest: first.fingerprint === fingerprint, reference: first.reference };
    },

    async claimDue(at, limit, workerId) {
      // SKIP LOCKED lets concurrent claimers pass over rows another transaction is leasing; the lease
      // written in the same statement keeps them away after it commits.
      const { rows } = await pool.query(
        `WITH due AS (
           SELECT id FROM leads
           WHERE status IN ('pending', 'failed') AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
           ORDER BY next_attempt_at, created_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
         UPDATE leads SET lease_owner = $3, lease_until = $4, updated_at = $1, ${sql.COUNT_RESEND}
         FROM due WHERE leads.id = due.id
         RETURNING leads.*`,
        [at, limit, workerId, at + leaseMs],
      );
      return rows.map(rowToLead).sort((a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0) || a.createdAt - b.createdAt);
    },

    async markDelivered(id) {
      const t = now();
      await run(sql.MARK_DELIVERED, [t, t, id]);
    },

    async markAttemptFailed(id, error, nextAttemptAt, outcome) {
      await run(sql.MARK_ATTEMPT_FAILED, [error, outcome, nextAttemptAt, now(), id]);
    },

    async markFailed(id, error, nextAttemptAt, outcome) {
      await run(sql.MARK_FAILED, [error, outcome, nextAttemptAt, now(), id]);
    },

    async list(filter = {}) {
      const { rows } = filter.status ? await pool.query(sql.numbered(sql.LIST_BY_STATUS), [filter.status]) : await pool.query(sql.LIST_ALL);
      return rows.map(rowToLead);
    },

    async listPage(filter, after, limit) {
      const statement = sql.numbered(filter.status ? sql.LIST_PAGE_BY_STATUS : sql.LIST_PAGE);
      return (await pool.query(statement, sql.pageParams(filter, after, limit))).rows.map(rowToLead);
    },

    async get(id) {
      const { rows } = await pool.query(sql.numbered(sql.SELECT_BY_ID), [id]);
      return rows[0] ? rowToLead(rows[0]) : undefined;
    },

    async retry(id) {
      const t = now();
      return (await run(sql.RETRY, [t, t, id])) === 1;
    },

    async retryFailed(createdBefore) {
      const t = now();
      return run(sql.RETRY_FAILED, [t, t, createdBefore]);
    },

    async checkWritable() {
      await run(sql.WRITE_HEARTBEAT, [now()]);
    },

    async backlog() {
      return sql.backlogOf((await pool.query(sql.BACKLOG)).rows);
    },

    async resendCount() {
      return Number((await pool.query<{ resends: string }>(sql.RESEND_COUNT)).rows[0]?.resends ?? 0);
    },

    async sentNoteSecret() {
      return String((await pool.query<{ value: string }>(sql.SENT_NOTE_SECRET)).rows[0]!.value);
    },

    async close() {
      if (pool.ended) return;
      await pool.end();
    },
  };
}
