import { describe } from "vitest";
import { PG_SUITE, postgresHarness, TEST_DATABASE_URL } from "./support/pg.ts";
import { describeLeadStoreContract } from "./support/store-contract.ts";

describe.skipIf(!TEST_DATABASE_URL)(PG_SUITE, () => {
  describeLeadStoreContract("PostgreSQL", async () => postgresHarness(TEST_DATABASE_URL ?? ""));
});
