import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { openSqliteStore } from "../../../../server/leads/sqlite-store.ts";
import type { StoreHarness } from "./store-contract.ts";

/** A fresh temporary folder per harness; the store creates the database file (and its parent) itself. */
export function sqliteHarness(): StoreHarness & { path: string } {
  const dir = mkdtempSync(join(tmpdir(), "leads-"));
  const path = join(dir, "nested", "leads.sqlite");
  return {
    path,
    open: async (timing) => openSqliteStore(path, timing),
    async appliedVersions() {
      const db = new DatabaseSync(path, { readOnly: true });
      try {
        return db
          .prepare("SELECT version FROM schema_migrations ORDER BY version")
          .all()
          .map((r) => Number(r.version));
      } finally {
        db.close();
      }
    },
    dialect: "sqlite",
    async sql(statement) {
      const db = new DatabaseSync(path);
      try {
        return db.prepare(statement).all();
      } finally {
        db.close();
      }
    },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
