import type { StoreHarness } from "./store-contract.ts";

// A trigger inside the store counts every write to its health heartbeat row: each write is one commit
// the health check made, counted by the database itself rather than by timing or a wrapped store.
const COUNTER: Record<StoreHarness["dialect"], string[]> = {
  sqlite: [
    "CREATE TABLE heartbeat_writes (n INTEGER NOT NULL)",
    "INSERT INTO heartbeat_writes VALUES (0)",
    "CREATE TRIGGER heartbeat_inserted AFTER INSERT ON store_health BEGIN UPDATE heartbeat_writes SET n = n + 1; END",
    "CREATE TRIGGER heartbeat_updated AFTER UPDATE ON store_health BEGIN UPDATE heartbeat_writes SET n = n + 1; END",
  ],
  postgres: [
    "CREATE TABLE heartbeat_writes (n INTEGER NOT NULL)",
    "INSERT INTO heartbeat_writes VALUES (0)",
    `CREATE FUNCTION count_heartbeat_write() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN UPDATE heartbeat_writes SET n = n + 1; RETURN NULL; END $$`,
    `CREATE TRIGGER heartbeat_written AFTER INSERT OR UPDATE ON store_health
       FOR EACH ROW EXECUTE FUNCTION count_heartbeat_write()`,
  ],
};

/** Starts counting the heartbeat writes of the store `harness` holds (open it first); call the result for the count. */
export async function countHeartbeatWrites(harness: StoreHarness): Promise<() => Promise<number>> {
  for (const statement of COUNTER[harness.dialect]) await harness.sql(statement);
  return async () => Number((await harness.sql("SELECT n FROM heartbeat_writes"))[0]?.n);
}
