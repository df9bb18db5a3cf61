import { LEAD_COLUMNS } from "./rows.ts";
import type { Backlog, PageStart } from "./store.ts";

// Statements both stores run unchanged, written with `?` placeholders; `numbered` rewrites them for
// PostgreSQL. Keeping one copy means the two stores cannot drift apart in behaviour. Parameter order
// is part of each statement's contract and is listed beside it.

/**
 * id, kind, locale, fields (JSON text), page_url, idempotency_key, fingerprint, content_fingerprint, status,
 * next_attempt_at, created_at, updated_at, consent_version, consent_locale, consent_at, reference
 */
export const INSERT_LEAD = `INSERT INTO leads (id, kind, locale, fields, page_url, idempotency_key, fingerprint, content_fingerprint,
    status, attempts, next_attempt_at, created_at, updated_at, consent_version, consent_locale, consent_at, reference)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (idempotency_key) DO NOTHING`;

/** content_fingerprint, created after (exclusive): the first lead with the same content in the window */
export const SELECT_SAME_CONTENT = `SELECT id, reference FROM leads WHERE content_fingerprint = ? AND created_at > ?
  ORDER BY created_at LIMIT 1`;

/** idempotency_key */
export const SELECT_BY_KEY = "SELECT id, fingerprint, reference FROM leads WHERE idempotency_key = ?";

/** id */
export const SELECT_BY_ID = `SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`;

export const LIST_ALL = `SELECT ${LEAD_COLUMNS} FROM leads ORDER BY created_at, id`;

/** status */
export const LIST_BY_STATUS = `SELECT ${LEAD_COLUMNS} FROM leads WHERE status = ? ORDER BY created_at, id`;

// An export's pages: the leads after the last one of the page before, in list order. A page is its own
// short read, so an export of any size holds one page in memory and no transaction open; `created_at >= ?`
// lets both stores walk the leads_created index.

/** created_at, created_at, id (of the last lead of the page before; -1, -1, '' for the first), limit */
export const LIST_PAGE = `SELECT ${LEAD_COLUMNS} FROM leads WHERE created_at >= ? AND (created_at > ? OR id > ?)
  ORDER BY created_at, id LIMIT ?`;

/** status, then as LIST_PAGE */
export const LIST_PAGE_BY_STATUS = `SELECT ${LEAD_COLUMNS} FROM leads WHERE status = ? AND created_at >= ? AND (created_at > ? OR id > ?)
  ORDER BY created_at, id LIMIT ?`;

/** The parameters of LIST_PAGE or LIST_PAGE_BY_STATUS. */
export function pageParams(filter: { status?: string | undefined }, after: PageStart | null, limit: number): Array<string | number> {
  const start = after ?? { createdAt: -1, id: "" };
  return [...(filter.status ? [filter.status] : []), start.createdAt, start.createdAt, start.id, limit];
}

/**
 * The SET clause a claim adds: a lead whose last attempt timed out, or whose lease is still set because
 * no outcome was ever written for its last claim (the worker died mid-attempt), is being sent again.
 */
export const COUNT_RESEND = `resends = resends + CASE WHEN last_outcome = 'unknown' OR lease_owner IS NOT NULL THEN 1 ELSE 0 END`;

/** lease_owner, lease_until, updated_at, id */
export const LEASE = `UPDATE leads SET lease_owner = ?, lease_until = ?, updated_at = ?, ${COUNT_RESEND} WHERE id = ?`;

/** now, limit (leases are released when they end, so a crashed worker's leads come back) */
export const SELECT_DUE = `SELECT id FROM leads
  WHERE status IN ('pending', 'failed') AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
  ORDER BY next_attempt_at, created_at LIMIT ?`;

// Only a lead still being delivered (pending, or failed and retried at the capped interval) changes on
// delivery outcomes, so a late answer can never revive a lead that is already delivered.

/**
 * delivered_at, updated_at, id. The last error and outcome describe an attempt that did not deliver: once
 * one does, they would only make a delivered lead read as failing in `leads list` and the exports.
 */
export const MARK_DELIVERED = `UPDATE leads SET status = 'delivered', attempts = attempts + 1, delivered_at = ?,
    updated_at = ?, next_attempt_at = NULL, lease_owner = NULL, lease_until = NULL, last_error = NULL, last_outcome = NULL
  WHERE id = ? AND status IN ('pending', 'failed')`;

/** last_error, last_outcome, next_attempt_at, updated_at, id */
export const MARK_ATTEMPT_FAILED = `UPDATE leads SET attempts = attempts + 1, last_error = ?, last_outcome = ?,
    next_attempt_at = ?, updated_at = ?, lease_owner = NULL, lease_until = NULL
  WHERE id = ? AND status IN ('pending', 'failed')`;

/** last_error, last_outcome, next_attempt_at, updated_at, id */
export const MARK_FAILED = `UPDATE leads SET status = 'failed', attempts = attempts + 1, last_error = ?, last_outcome = ?,
    next_attempt_at = ?, updated_at = ?, lease_owner = NULL, lease_until = NULL
  WHERE id = ? AND status IN ('pending', 'failed')`;

/** next_attempt_at, updated_at, id */
export const RETRY = `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ?,
    lease_owner = NULL, lease_until = NULL
  WHERE id = ? AND status = 'failed'`;

/** next_attempt_at, updated_at, created_at (exclusive upper bound) */
export const RETRY_FAILED = `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ?,
    lease_owner = NULL, lease_until = NULL
  WHERE status = 'failed' AND created_at < ?`;

/** checked_at */
export const WRITE_HEARTBEAT = `INSERT INTO store_health (id, checked_at) VALUES (1, ?)
  ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`;

export const BACKLOG = `SELECT status, COUNT(*) AS count, MIN(created_at) AS oldest FROM leads
  WHERE status IN ('pending', 'failed') GROUP BY status`;

/** Reads only the partial index leads_resent: the rest of the table has none. */
/** The key the sent notes are signed with, written once by migration 10 (docs/decisions/453). */
export const SENT_NOTE_SECRET = "SELECT value FROM site_secrets WHERE name = 'sent-note'";

export const RESEND_COUNT = "SELECT COALESCE(SUM(resends), 0) AS resends FROM leads WHERE resends > 0";

/** Sums BACKLOG's rows (one per status present). */
export function backlogOf(rows: ReadonlyArray<Record<string, unknown>>): Backlog {
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  const oldest = rows
    .map((r) => r.oldest)
    .filter((v) => v !== null && v !== undefined)
    .map(Number);
  return { pending: count("pending"), failed: count("failed"), oldestCreatedAt: oldest.length ? Math.min(...oldest) : null };
}

/** Rewrites `?` placeholders as `$1, $2, ...` (none of the statements above has a literal `?`). */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
