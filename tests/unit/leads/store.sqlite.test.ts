import { sqliteHarness } from "./support/sqlite.ts";
import { describeLeadStoreContract } from "./support/store-contract.ts";

describeLeadStoreContract("SQLite", async () => sqliteHarness());
