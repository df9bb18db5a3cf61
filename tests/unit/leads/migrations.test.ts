import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { migratePostgres, migrateSqlite, MIGRATIONS, type Migration } from "../../../server/leads/migrations.ts";
import { openPostgresStore } from "../../../server/leads/postgres-store.ts";
import { openSqliteStore } from "../../../server/leads/sqlite-store.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { PG_SKIP_REASON, TEST_DATABASE_URL } from "./support/pg.ts";

const T0 = 1_700_000_000_000;
const FIRST_RELEASE = MIGRATIONS.filter((m) => m.version === 1);
// A lead that gave up under the first release: failed, with no next attempt, so nothing would send it again.
const GAVE_UP = `INSERT INTO leads (id, kind, fields, idempotency_key, fingerprint, status, attempts, next_attempt_at,
  last_error, created_at, updated_at) VALUES ('old', 'contact', '{"email":"a@b.test"}', 'k-old', 'f', 'failed', 10, NULL,
  'Failed to submit form: 503', ${T0}, ${T0 + 1000})`;

async function expectRevived(store: LeadStore): Promise<void> {
  const claimed = await store.claimDue(T0 + 1000, 10, "w");
  expect(claimed.map((l) => l.id)).toEqual(["old"]);
  // Every form was English before translated ones existed.
  expect(claimed[0]).toMatchObject({ status: "failed", lastOutcome: "failed", locale: "en" });
}

const BEFORE_DELIVERY_CLEARED = MIGRATIONS.filter((m) => m.version <= 5);
// Delivered under an earlier release after a timed-out attempt: it still carried that attempt's outcome.
const DELIVERED_AFTER_UNKNOWN = `INSERT INTO leads (id, kind, fields, idempotency_key, fingerprint, status, attempts, last_error,
  last_outcome, created_at, updated_at, delivered_at) VALUES ('done', 'contact', '{"email":"a@b.test"}', 'k-done', 'f', 'delivered', 2,
  'Failed to submit form to CRM: no answer within 10000 ms', 'unknown', ${T0}, ${T0 + 5000}, ${T0 + 5000})`;

async function expectNoOldOutcome(store: LeadStore): Promise<void> {
  expect(await store.get("done")).toMatchObject({ status: "delivered", lastOutcome: null, lastError: null });
}

const BEFORE_CONSENT = MIGRATIONS.filter((m) => m.version <= 7);
const SENT_BEFORE_CONSENT = `INSERT INTO leads (id, kind, fields, idempotency_key, fingerprint, status, attempts, created_at, updated_at)
  VALUES ('early', 'contact', '{"email":"a@b.test"}', 'k-early', 'f', 'pending', 0, ${T0}, ${T0})`;

/** A lead sent before forms asked for consent records none: the upgrade invents no consent nobody gave. */
async function expectNoConsentRecorded(store: LeadStore): Promise<void> {
  expect(await store.get("early")).toMatchObject({ status: "pending", consent: null });
}

const BEFORE_REFERENCES = MIGRATIONS.filter((m) => m.version <= 8);

/** A lead sent before leads had references gets none: its visitor was never shown one to quote. */
async function expectNoReference(store: LeadStore): Promise<void> {
  expect(await store.get("early")).toMatchObject({ status: "pending", reference: null });
}

describe("upgrading a store from an earlier release", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  /** A SQLite store whose file had only `migrations` applied, holding the rows `seed` inserts, opened by this release. */
  function upgradedSqlite(migrations: readonly Migration[], seed: string): LeadStore {
    const dir = mkdtempSync(join(tmpdir(), "leads-upgrade-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, "leads.sqlite");
    const db = new DatabaseSync(path);
    migrateSqlite(db, migrations);
    db.exec(seed);
    db.close();
    const store = openSqliteStore(path);
    cleanups.push(() => store.close());
    return store;
  }

  /** The same on PostgreSQL, in a fresh schema. */
  async function upgradedPostgres(migrations: readonly Migration[], seed: string): Promise<LeadStore> {
    const schema = `leads_test_${randomUUID().replaceAll("-", "")}`;
    const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
    const client = await pool.connect();
    try {
      await migratePostgres(client, schema, migrations);
      await client.query(seed);
    } finally {
      client.release();
      await pool.end();
    }
    const store = await openPostgresStore({ connectionString: TEST_DATABASE_URL ?? "", schema });
    cleanups.push(async () => {
      await store.close();
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    });
    return store;
  }

  it("SQLite: a lead that had given up is due again after the upgrade", async () => {
    await expectRevived(upgradedSqlite(FIRST_RELEASE, GAVE_UP));
  });

  it("SQLite: a lead delivered before the upgrade no longer shows its earlier attempt's outcome", async () => {
    await expectNoOldOutcome(upgradedSqlite(BEFORE_DELIVERY_CLEARED, DELIVERED_AFTER_UNKNOWN));
  });

  it("SQLite: a lead sent before forms asked for consent shows none after the upgrade", async () => {
    await expectNoConsentRecorded(upgradedSqlite(BEFORE_CONSENT, SENT_BEFORE_CONSENT));
  });

  it("SQLite: a lead sent before leads had references has none after the upgrade", async () => {
    await expectNoReference(upgradedSqlite(BEFORE_REFERENCES, SENT_BEFORE_CONSENT));
  });

  it.skipIf(!TEST_DATABASE_URL)(
    TEST_DATABASE_URL ? "PostgreSQL: a lead sent before leads had references has none after the upgrade" : PG_SKIP_REASON,
    async () => {
      await expectNoReference(await upgradedPostgres(BEFORE_REFERENCES, SENT_BEFORE_CONSENT));
    },
  );

  it.skipIf(!TEST_DATABASE_URL)(
    TEST_DATABASE_URL ? "PostgreSQL: a lead sent before forms asked for consent shows none after the upgrade" : PG_SKIP_REASON,
    async () => {
      await expectNoConsentRecorded(await upgradedPostgres(BEFORE_CONSENT, SENT_BEFORE_CONSENT));
    },
  );

  it.skipIf(!TEST_DATABASE_URL)(
    TEST_DATABASE_URL ? "PostgreSQL: a lead that had given up is due again after the upgrade" : PG_SKIP_REASON,
    async () => {
      await expectRevived(await upgradedPostgres(FIRST_RELEASE, GAVE_UP));
    },
  );

  it.skipIf(!TEST_DATABASE_URL)(
    TEST_DATABASE_URL ? "PostgreSQL: a lead delivered before the upgrade no longer shows its earlier attempt's outcome" : PG_SKIP_REASON,
    async () => {
      await expectNoOldOutcome(await upgradedPostgres(BEFORE_DELIVERY_CLEARED, DELIVERED_AFTER_UNKNOWN));
    },
  );
});
