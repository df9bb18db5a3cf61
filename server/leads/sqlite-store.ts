import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { contentFingerprint, leadFingerprint } from "./fingerprint.ts";
import { migrateSqlite } from "./migrations.ts";
import { newReference } from "./reference.ts";
import { consentCells, optionalString, rowToLead } from "./rows.ts";
import * as sql from "./sql.ts";
import { memoryTokenBuckets } from "./token-buckets.ts";
import { DEFAULT_LEASE_MS, type LeadStore, type StoreTiming, type StoredLead } from "./store.ts";

/**
 * The embedded store for a single server process. node:sqlite is synchronous, so every operation
 * runs to completion before the next starts; the async interface only matches the PostgreSQL store.
 */
export function openSqliteStore(path: string, timing: StoreTiming = {}): LeadStore {
  const now = timing.now ?? Date.now;
  const leaseMs = timing.leaseMs ?? DEFAULT_LEASE_MS;
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // WAL lets the CLI read while the server writes; FULL makes an acknowledged lead survive power loss.
  // node:sqlite waits for a lock synchronously, which would stall every request of the process (static
  // files too): SQLite waits at most BUSY_WAIT_MS, and waitForLocks retries without blocking.
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_WAIT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;`);
    migrateSqlite(db);
  } catch (error) {
    // A lock held by another process while opening: close, so a later attempt starts clean.
    db.close();
    throw error;
  }

  const buckets = memoryTokenBuckets();
  const statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();
  function prepared(text: string): ReturnType<DatabaseSync["prepare"]> {
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = db.prepare(text)));
    return statement;
  }
  function run(text: string, ...params: SQLInputValue[]): number {
    return Number(prepared(text).run(...params).changes);
  }
  function getLead(id: string): StoredLead | undefined {
    const row = prepared(sql.SELECT_BY_ID).get(id);
    return row ? rowToLead(row) : undefined;
  }

  return waitForLocks({
    async insert(lead, idempotencyKey, { honeypot, sameContentWithinMs }) {
      const t = now();
      const fingerprint = leadFingerprint(lead);
      const content = contentFingerprint(lead);
      const id = randomUUID();
      const reference = newReference();
      const status = honeypot ? "spam" : "pending";
      const fields = JSON.stringify(lead.fields);
      const pageUrl = lead.pageUrl ?? null;
      const due = honeypot ? null : t;
      // One transaction, so the look-up and the insert see the same file even with the CLI writing.
      db.exec("BEGIN IMMEDIATE");
      try {
        const same =
          sameContentWithinMs === undefined ? undefined : prepared(sql.SELECT_SAME_CONTENT).get(content, t - sameContentWithinMs);
        const inserted = same
          ? 0
          : run(
              sql.INSERT_LEAD,
              id,
              lead.kind,
              lead.locale,
              fields,
              pageUrl,
              idempotencyKey,
              fingerprint,
              content,
              status,
              due,
              t,
              t,
              ...consentCells(lead, t),
              reference,
            );
        const first = same || inserted === 1 ? undefined : prepared(sql.SELECT_BY_KEY).get(idempotencyKey);
        db.exec("COMMIT");
        if (same) return { id: String(same.id), duplicate: true, sameRequest: true, reference: optionalString(same.reference) };
        if (inserted === 1) return { id, duplicate: false, sameRequest: true, reference };
        if (!first) throw new Error("idempotency key conflicted but no lead holds it");
        return {
          id: String(first.id),
          duplicate: true,
          sameRequest: first.fingerprint === fingerprint,
          reference: optionalString(first.reference),
        };
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },

    async claimDue(at, limit, workerId) {
      // One process owns the file, but IMMEDIATE still keeps the CLI from interleaving a write.
      db.exec("BEGIN IMMEDIATE");
      try {
        const ids = prepared(sql.SELECT_DUE)
          .all(at, at, limit)
          .map((r) => String(r.id));
        const lease = prepared(sql.LEASE);
        for (const id of ids) lease.run(workerId, at + leaseMs, at, id);
        const claimed = ids.map(getLead).filter((l): l is StoredLead => l !== undefined);
        db.exec("COMMIT");
        return claimed;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },

    async markDelivered(id) {
      const t = now();
      run(sql.MARK_DELIVERED, t, t, id);
    },

    async markAttemptFailed(id, error, nextAttemptAt, outcome) {
      run(sql.MARK_ATTEMPT_FAILED, error, outcome, nextAttemptAt, now(), id);
    },

    async markFailed(id, error, nextAttemptAt, outcome) {
      run(sql.MARK_FAILED, error, outcome, nextAttemptAt, now(), id);
    },

    async list(filter = {}) {
      const rows = filter.status ? prepared(sql.LIST_BY_STATUS).all(filter.status) : prepared(sql.LIST_ALL).all();
      return rows.map(rowToLead);
    },

    async listPage(filter, after, limit) {
      const statement = prepared(filter.status ? sql.LIST_PAGE_BY_STATUS : sql.LIST_PAGE);
      return statement.all(...sql.pageParams(filter, after, limit)).map(rowToLead);
    },

    async get(id) {
      return getLead(id);
    },

    async retry(id) {
      const t = now();
      return run(sql.RETRY, t, t, id) === 1;
    },

    async retryFailed(createdBefore) {
      const t = now();
      return run(sql.RETRY_FAILED, t, t, createdBefore);
    },

    async checkWritable() {
      run(sql.WRITE_HEARTBEAT, now());
    },

    // One process serves a SQLite file, so its memory is where every count of its clients is.
    async countPost(clientKey, perMinute, at) {
      return buckets.take(clientKey, perMinute, at);
    },

    async backlog() {
      return sql.backlogOf(prepared(sql.BACKLOG).all());
    },

    async resendCount() {
      return Number(prepared(sql.RESEND_COUNT).get()?.resends ?? 0);
    },

    async sentNoteSecret() {
      return String(prepared(sql.SENT_NOTE_SECRET).get()!.value);
    },

    async close() {
      if (db.isOpen) db.close();
    },
  });
}

/** How long one SQLite call may block the event loop waiting for another connection's lock. */
const BUSY_WAIT_MS = 20;
/** How long an operation keeps trying before the lock counts as an outage (the caller answers 503). */
const LOCK_PATIENCE_MS = 5_000;

const isLocked = (error: unknown) => {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return code === 5 || code === 6; // SQLITE_BUSY, SQLITE_LOCKED
};

/**
 * Retries an operation that found the file locked (the CLI or a backup holding a write transaction) after
 * a timer instead of inside SQLite, so the server keeps answering other requests meanwhile. Every
 * operation is a single transaction that rolls back on error, so running it again is safe.
 */
function waitForLocks(store: LeadStore): LeadStore {
  const patient =
    <Args extends unknown[], Result>(operation: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> =>
      whileLocked(() => operation(...args));
  return {
    insert: patient(store.insert),
    claimDue: patient(store.claimDue),
    markDelivered: patient(store.markDelivered),
    markAttemptFailed: patient(store.markAttemptFailed),
    markFailed: patient(store.markFailed),
    list: patient(store.list),
    listPage: patient(store.listPage),
    get: patient(store.get),
    retry: patient(store.retry),
    retryFailed: patient(store.retryFailed),
    checkWritable: patient(store.checkWritable),
    // Counted in memory: no lock to wait for.
    countPost: store.countPost,
    backlog: patient(store.backlog),
    resendCount: patient(store.resendCount),
    sentNoteSecret: patient(store.sentNoteSecret),
    close: store.close,
  };
}

/** Runs an operation again after a pause for as long as it finds the file locked, up to LOCK_PATIENCE_MS. */
export async function whileLocked<Result>(operation: () => Result | Promise<Result>): Promise<Result> {
  const deadline = Date.now() + LOCK_PATIENCE_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
    try {
      return await operation();
    } catch (error) {
      if (!isLocked(error) || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
