import { describe } from "vitest";
import { PG_SKIP_REASON, postgresHarness, TEST_DATABASE_URL } from "./support/pg.ts";
import { describeLeadStoreContract } from "./support/store-contract.ts";

describe.skipIf(!TEST_DATABASE_URL)(PG_SKIP_REASON, () => {
  describeLeadStoreContract("PostgreSQL", async () => postgresHarness(TEST_DATABASE_URL ?? ""));
});
