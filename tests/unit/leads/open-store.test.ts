import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openLeadStore } from "../../../server/leads/open-store.ts";
import { PG_SUITE, TEST_DATABASE_URL } from "./support/pg.ts";
import { sqliteHarness } from "./support/sqlite.ts";
import { contactLead } from "./support/store-contract.ts";

describe("openLeadStore", () => {
  it("touches nothing on disk until the store is first used", async () => {
    const harness = sqliteHarness();
    const store = openLeadStore({ dbPath: harness.path, databaseUrl: null });
    expect(existsSync(harness.path)).toBe(false);
    const { id } = await store.insert(contactLead(), "k", { honeypot: false });
    expect(existsSync(harness.path)).toBe(true);
    expect((await store.get(id))?.kind).toBe("contact");
    await store.close();
    await harness.cleanup();
  });

  it("closing a store that was never used does not open it", async () => {
    const harness = sqliteHarness();
    await openLeadStore({ dbPath: harness.path, databaseUrl: null }).close();
    expect(existsSync(harness.path)).toBe(false);
    await harness.cleanup();
  });

  it("an unreachable database fails the call, and a later call tries again", async () => {
    const store = openLeadStore({ dbPath: "", databaseUrl: "postgres://nobody:x@127.0.0.1:1/none" });
    await expect(store.list()).rejects.toThrow();
    await expect(store.list()).rejects.toThrow();
    await store.close();
  });

  describe.skipIf(!TEST_DATABASE_URL)(PG_SUITE, () => {
    it("uses PostgreSQL when DATABASE_URL is set", async () => {
      const store = openLeadStore({ dbPath: "/nonexistent/never-created.sqlite", databaseUrl: TEST_DATABASE_URL ?? "" });
      await store.list();
      expect(existsSync("/nonexistent/never-created.sqlite")).toBe(false);
      await store.close();
    });
  });
});
