import type { DatabaseSync } from "node:sqlite";
import type { PoolClient } from "pg";

/**
 * Schema changes, in order. A migration is never edited once released; add a new one instead. Each
 * dialect gets its own SQL because column types differ (JSONB and BIGINT in PostgreSQL).
 */
export type Migration = { version: number; name: string; sqlite: string; postgres: string };

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "create leads",
    sqlite: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        fields TEXT NOT NULL,
        page_url TEXT,
        idempotency_key TEXT NOT NULL UNIQUE,
        fingerprint TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        last_error TEXT,
        lease_owner TEXT,
        lease_until INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        delivered_at INTEGER
      );
      CREATE INDEX leads_due ON leads (status, next_attempt_at);
      CREATE INDEX leads_created ON leads (created_at);`,
    postgres: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        fields JSONB NOT NULL,
        page_url TEXT,
        idempotency_key TEXT NOT NULL UNIQUE,
        fingerprint TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT,
        last_error TEXT,
        lease_owner TEXT,
        lease_until BIGINT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        delivered_at BIGINT
      );
      CREATE INDEX leads_due ON leads (status, next_attempt_at);
      CREATE INDEX leads_created ON leads (created_at);`,
  },
  {
    version: 2,
    name: "attempt outcome; failed leads keep being retried",
    // Leads that gave up before failed leads were retried had no next attempt: make them due now.
    sqlite: `
      ALTER TABLE leads ADD COLUMN last_outcome TEXT CHECK (last_outcome IN ('failed', 'unknown'));
      UPDATE leads SET last_outcome = 'failed' WHERE last_error IS NOT NULL;
      UPDATE leads SET next_attempt_at = updated_at WHERE status = 'failed' AND next_attempt_at IS NULL;`,
    postgres: `
      ALTER TABLE leads ADD COLUMN last_outcome TEXT CHECK (last_outcome IN ('failed', 'unknown'));
      UPDATE leads SET last_outcome = 'failed' WHERE last_error IS NOT NULL;
      UPDATE leads SET next_attempt_at = updated_at WHERE status = 'failed' AND next_attempt_at IS NULL;`,
  },
  {
    version: 3,
    name: "content fingerprint for the sliding duplicate window",
    // Older rows keep NULL: they are outside any 10-minute window by the time this runs anyway.
    sqlite: `
      ALTER TABLE leads ADD COLUMN content_fingerprint TEXT;
      CREATE INDEX leads_same_content ON leads (content_fingerprint, created_at);`,
    postgres: `
      ALTER TABLE leads ADD COLUMN content_fingerprint TEXT;
      CREATE INDEX leads_same_content ON leads (content_fingerprint, created_at);`,
  },
  {
    version: 4,
    name: "store health heartbeat",
    // One row the health check rewrites: a real, cheap proof that the store takes writes.
    sqlite: `CREATE TABLE store_health (id INTEGER PRIMARY KEY, checked_at INTEGER NOT NULL);`,
    postgres: `CREATE TABLE store_health (id INTEGER PRIMARY KEY, checked_at BIGINT NOT NULL);`,
  },
  {
    version: 5,
    name: "the language of the form a lead was sent with",
    // Every form was English before translated forms existed.
    sqlite: `ALTER TABLE leads ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';`,
    postgres: `ALTER TABLE leads ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';`,
  },
  {
    version: 6,
    name: "a delivered lead keeps no failed outcome",
    // Delivery clears the last error and outcome from now on; leads delivered before get the same.
    sqlite: `UPDATE leads SET last_error = NULL, last_outcome = NULL WHERE status = 'delivered';`,
    postgres: `UPDATE leads SET last_error = NULL, last_outcome = NULL WHERE status = 'delivered';`,
  },
  {
    version: 7,
    name: "resends: attempts after one of unknown outcome",
    // Counted from this release on. The partial index keeps /healthz's sum to the few leads ever resent.
    sqlite: `
      ALTER TABLE leads ADD COLUMN resends INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX leads_resent ON leads (resends) WHERE resends > 0;`,
    postgres: `
      ALTER TABLE leads ADD COLUMN resends INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX leads_resent ON leads (resends) WHERE resends > 0;`,
  },
  {
    version: 8,
    name: "the consent a lead's visitor gave: the text's version, its language and when",
    // Leads stored before forms asked for consent keep NULL: none was recorded for them (docs/decisions/390).
    sqlite: `
      ALTER TABLE leads ADD COLUMN consent_version TEXT;
      ALTER TABLE leads ADD COLUMN consent_locale TEXT;
      ALTER TABLE leads ADD COLUMN consent_at INTEGER;`,
    postgres: `
      ALTER TABLE leads ADD COLUMN consent_version TEXT;
      ALTER TABLE leads ADD COLUMN consent_locale TEXT;
      ALTER TABLE leads ADD COLUMN consent_at BIGINT;`,
  },
  {
    version: 9,
    name: "the reference a visitor quotes to sales",
    // Leads stored before keep NULL: their visitors were never shown one, so none can be quoted
    // (docs/decisions/397-a-lead-has-a-reference.md). NULLs do not collide in either unique index.
    sqlite: `
      ALTER TABLE leads ADD COLUMN reference TEXT;
      CREATE UNIQUE INDEX leads_reference ON leads (reference);`,
    postgres: `
      ALTER TABLE leads ADD COLUMN reference TEXT;
      CREATE UNIQUE INDEX leads_reference ON leads (reference);`,
  },
  {
    version: 10,
    name: "the key sent notes are signed with",
    // 256 random bits from each database's own strong source, written once: every instance of the site on
    // this store signs and verifies with it (docs/decisions/453). gen_random_uuid() is built in from
    // PostgreSQL 13; each carries 122 random bits.
    sqlite: `
      CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO site_secrets (name, value) VALUES ('sent-note', lower(hex(randomblob(32))));`,
    postgres: `
      CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO site_secrets (name, value)
        VALUES ('sent-note', replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));`,
  },
  {
    version: 11,
    name: "rate limit buckets shared by every server on the database",
    // SQLite serves one process, whose memory holds its buckets. In PostgreSQL the table is UNLOGGED: a
    // count is worth no WAL write, and one emptied by a crash only lets a minute's posts through again
    // (docs/decisions/455-rate-limits-live-in-the-store.md). `allowed` is what the last post was told.
    sqlite: `-- nothing: the SQLite store keeps its rate limit buckets in memory`,
    postgres: `
      CREATE UNLOGGED TABLE rate_buckets (
        client_key TEXT PRIMARY KEY,
        tokens DOUBLE PRECISION NOT NULL,
        updated_at BIGINT NOT NULL,
        allowed BOOLEAN NOT NULL
      );
      CREATE INDEX rate_buckets_updated ON rate_buckets (updated_at);`,
  },
];

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`;

function pending(migrations: readonly Migration[], applied: ReadonlySet<number>): Migration[] {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  return sorted.filter((m) => !applied.has(m.version));
}

/** Applies missing migrations in one IMMEDIATE transaction, so a second process waits (busy_timeout). */
export function migrateSqlite(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec(CREATE_TABLE);
    const rows = db.prepare("SELECT version FROM schema_migrations").all();
    const done = pending(migrations, new Set(rows.map((r) => Number(r.version))));
    const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
    for (const m of done) {
      db.exec(m.sqlite);
      record.run(m.version, m.name, Date.now());
    }
    db.exec("COMMIT");
    return done.map((m) => m.version);
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

/**
 * Applies missing migrations in one transaction holding an advisory lock, so two servers starting at
 * once apply each migration exactly once (CREATE ... IF NOT EXISTS alone races in PostgreSQL).
 */
export async function migratePostgres(
  client: PoolClient,
  schema: string,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`leads-migrations:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
    const done = pending(migrations, new Set(rows.map((r) => Number(r.version))));
    for (const m of done) {
      await client.query(m.postgres);
      await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [m.version, m.name, Date.now()]);
    }
    await client.query("COMMIT");
    return done.map((m) => m.version);
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

export function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid schema name: ${name}`);
  return `"${name}"`;
}
