import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LeadStore } from "../../../server/leads/store.ts";
import { PG_SUITE, postgresHarness, TEST_DATABASE_URL } from "./support/pg.ts";
import { describeLeadStoreContract, type StoreHarness } from "./support/store-contract.ts";

describe.skipIf(!TEST_DATABASE_URL)(PG_SUITE, () => {
  describeLeadStoreContract("PostgreSQL", async () => postgresHarness(TEST_DATABASE_URL ?? ""));

  // What only a store several servers share does: SQLite serves one process.
  describe("rate limit shared by every server on the database", () => {
    const T0 = 1_700_000_000_000;
    let harness: StoreHarness;
    let servers: LeadStore[];

    beforeEach(async () => {
      harness = postgresHarness(TEST_DATABASE_URL ?? "");
      // Three servers' stores on one database, opened at once as three processes starting together would.
      servers = await Promise.all([1, 2, 3].map(() => harness.open({})));
    });

    afterEach(async () => {
      for (const store of servers) await store.close();
      await harness.cleanup();
    });

    it("a client posting to three servers is held to one budget, not three", async () => {
      const decisions = await Promise.all(Array.from({ length: 15 }, (_, n) => servers[n % 3]!.countPost("192.0.2.10", 5, T0 + n)));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
      // Whichever server the next post reaches says how long to wait for the next token: 60 s / 5.
      expect(await servers[1]!.countPost("192.0.2.10", 5, T0 + 15)).toEqual({ allowed: false, retryAfterSeconds: 12 });
    });

    it("a bucket untouched for a minute, full again by then, is dropped from the table", async () => {
      const buckets = async () =>
        (await harness.sql("SELECT client_key FROM rate_buckets ORDER BY client_key")).map((row) => row.client_key);
      await servers[0]!.countPost("192.0.2.20", 5, T0);
      await servers[0]!.countPost("192.0.2.21", 5, T0 + 30_000);
      expect(await buckets()).toEqual(["192.0.2.20", "192.0.2.21"]);
      // The next post a minute on prunes what has refilled since, and only that.
      await servers[0]!.countPost("192.0.2.22", 5, T0 + 60_001);
      await expect.poll(buckets).toEqual(["192.0.2.21", "192.0.2.22"]);
    });
  });
});
