import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { StoreTiming, LeadStore } from "../../../../server/leads/store.ts";
import { manualClock } from "./manual-clock.ts";
import { PG_SKIP_REASON, postgresHarness, TEST_DATABASE_URL } from "./pg.ts";
import { sqliteHarness } from "./sqlite.ts";
import type { StoreHarness } from "./store-contract.ts";

export type StoreKind = { name: string; skip: boolean; harness: () => StoreHarness };

/**
 * The stores a behaviour must hold on, for `describe.each`: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set (the name says so when it is skipped, so a skip is never silent).
 */
export const bothStores: StoreKind[] = [
  { name: "SQLite", skip: false, harness: () => sqliteHarness() },
  {
    name: TEST_DATABASE_URL ? "PostgreSQL" : PG_SKIP_REASON,
    skip: !TEST_DATABASE_URL,
    harness: () => postgresHarness(TEST_DATABASE_URL ?? ""),
  },
];

/** A fresh store of that kind for the enclosing describe block, removed after it; call the result for it. */
export function storeForBlock(kind: StoreKind, timing: StoreTiming = {}): () => LeadStore {
  let harness: StoreHarness | undefined;
  let store: LeadStore | undefined;
  beforeAll(async () => {
    if (kind.skip) return;
    harness = kind.harness();
    store = await harness.open(timing);
  });
  afterAll(async () => {
    await store?.close();
    await harness?.cleanup();
  });
  return () => {
    if (!store) throw new Error("the store is open only inside the block's tests");
    return store;
  };
}

type TestStore = { harness: StoreHarness; store: LeadStore; time: ReturnType<typeof manualClock> };

/**
 * A fresh store of that kind for each test of the enclosing block, on a manual clock set to `start`,
 * removed after it; call the result inside a test for the store, its harness and its clock.
 */
export function storePerTest(kind: StoreKind, start: number): () => TestStore {
  let current: TestStore | undefined;
  beforeEach(async () => {
    if (kind.skip) return;
    const time = manualClock(start);
    const harness = kind.harness();
    current = { harness, time, store: await harness.open({ now: () => time.now }) };
  });
  // Registered first, so it runs after the block's own afterEach (which may still need the store).
  afterEach(async () => {
    await current?.store.close();
    await current?.harness.cleanup();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error("the store is open only inside the block's tests");
    return current;
  };
}
