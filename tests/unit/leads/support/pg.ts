import { randomUUID } from "node:crypto";
import pg from "pg";
import { openPostgresStore } from "../../../../server/leads/postgres-store.ts";
import type { StoreHarness } from "./store-contract.ts";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const PG_SKIP_REASON = "PostgreSQL (skipped: TEST_DATABASE_URL is not set)";
/** A PostgreSQL suite's name in the log: the reason it is skipped only when it is. */
export const PG_SUITE = TEST_DATABASE_URL ? "PostgreSQL" : PG_SKIP_REASON;

/** A fresh schema per harness, so test files sharing one database never see each other's rows. */
export function postgresHarness(url: string): StoreHarness {
  const schema = `leads_test_${randomUUID().replaceAll("-", "")}`;
  async function query(statement: string): Promise<Array<Record<string, unknown>>> {
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    try {
      return (await client.query(statement)).rows;
    } finally {
      await client.end();
    }
  }
  return {
    open: (timing) => openPostgresStore({ ...timing, connectionString: url, schema, poolSize: 4 }),
    async appliedVersions() {
      const rows = await query(`SELECT version FROM "${schema}".schema_migrations ORDER BY version`);
      return rows.map((r) => Number(r.version));
    },
    dialect: "postgres",
    sql: (statement) => query(statement),
    async cleanup() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A fresh database on the test server, for server processes that use the default schema. `url` is its
 * connection string; `drop()` removes it (and ends any connection left to it).
 */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL ?? "");
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
