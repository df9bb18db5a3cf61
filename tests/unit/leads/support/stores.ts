import { PG_SKIP_REASON, postgresHarness, TEST_DATABASE_URL } from "./pg.ts";
import { sqliteHarness } from "./sqlite.ts";
import type { StoreHarness } from "./store-contract.ts";

/**
 * The stores a behaviour must hold on, for `describe.each`: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set (the name says so when it is skipped, so a skip is never silent).
 */
export const bothStores: Array<{ name: string; skip: boolean; harness: () => StoreHarness }> = [
  { name: "SQLite", skip: false, harness: () => sqliteHarness() },
  { name: TEST_DATABASE_URL ? "PostgreSQL" : PG_SKIP_REASON, skip: !TEST_DATABASE_URL, harness: () => postgresHarness(TEST_DATABASE_URL ?? "") },
];
