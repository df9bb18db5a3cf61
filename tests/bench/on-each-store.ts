import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase, TEST_DATABASE_URL } from "../unit/leads/support/pg.ts";

/**
 * Runs a bench on a fresh SQLite file, then, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database
 * (dropped after), and returns each run's result. `run` gets the store's name and the server's settings for it.
 */
export async function onEachStore<T>(
  name: string,
  run: (store: "SQLite" | "PostgreSQL", env: Record<string, string>) => Promise<T>,
): Promise<T[]> {
  const results = [await run("SQLite", { LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), `${name}-`)), "leads.sqlite") })];
  if (!TEST_DATABASE_URL) {
    console.log("PostgreSQL skipped: set TEST_DATABASE_URL to include it.");
    return results;
  }
  const database = await createTestDatabase(name.replaceAll("-", "_"));
  try {
    results.push(await run("PostgreSQL", { DATABASE_URL: database.url }));
  } finally {
    await database.drop();
  }
  return results;
}
