import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { migratePostgres, migrateSqlite, MIGRATIONS } from "../../../server/leads/migrations.ts";
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

describe("upgrading a store from the first release", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("SQLite: a lead that had given up is due again after the upgrade", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-upgrade-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, "leads.sqlite");
    const db = new DatabaseSync(path);
    migrateSqlite(db, FIRST_RELEASE);
    db.exec(GAVE_UP);
    db.close();
    const store = openSqliteStore(path);
    cleanups.push(() => store.close());
    await expectRevived(store);
  });

  it.skipIf(!TEST_DATABASE_URL)(
    TEST_DATABASE_URL ? "PostgreSQL: a lead that had given up is due again after the upgrade" : PG_SKIP_REASON,
    async () => {
      const schema = `leads_test_${randomUUID().replaceAll("-", "")}`;
      const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
      const client = await pool.connect();
      try {
        await migratePostgres(client, schema, FIRST_RELEASE);
        await client.query(GAVE_UP);
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
      await expectRevived(store);
    },
  );
});
