import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startCrmStandIn, type CrmStandIn } from "../../unit/leads/support/crm-stand-in.ts";
import { createTestDatabase } from "../../unit/leads/support/pg.ts";
import { requireBuild, startServerProcess, type ServerProcess } from "./server-process.ts";

/** The stores a server can run on; PostgreSQL needs TEST_DATABASE_URL. */
export const STORE_KINDS = ["SQLite", "PostgreSQL"] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** The API key the servers below send the CRM stand-in. */
export const CRM_TEST_API_KEY = "test-crm-key";

/** A new SQLite file for one test file's server. */
function freshStore(name: string): string {
  return join(mkdtempSync(join(tmpdir(), `${name}-`)), "leads.sqlite");
}

/**
 * One production server on a new SQLite file for a whole test file: started before its tests, stopped
 * after them. Its `server` and `store` are set once it listens, so read them inside tests.
 */
export function serverOnFreshStore(name: string, startTimeoutMs = 60_000): { server: ServerProcess; store: string } {
  const fixture = {} as { server: ServerProcess; store: string };
  beforeAll(async () => {
    requireBuild();
    fixture.store = freshStore(name);
    fixture.server = await startServerProcess({ LEADS_DB_PATH: fixture.store });
  }, startTimeoutMs);
  afterAll(() => fixture.server?.kill("SIGTERM"));
  return fixture;
}

/**
 * The same, with its outbox forwarding to a CRM stand-in on loopback (`crm`), which the test asserts on.
 * `timeoutMs` bounds the start and the stop (a stop waits for deliveries in flight).
 */
export function serverWithCrmStandIn(
  name: string,
  timeoutMs = 60_000,
  kind: StoreKind = "SQLite",
): { server: ServerProcess; crm: CrmStandIn; store: string; storeEnv: Record<string, string> } {
  const fixture = {} as { server: ServerProcess; crm: CrmStandIn; store: string; storeEnv: Record<string, string> };
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    requireBuild();
    fixture.crm = await startCrmStandIn();
    if (kind === "PostgreSQL") {
      database = await createTestDatabase(name.replaceAll("-", "_"));
      fixture.store = "";
      fixture.storeEnv = { DATABASE_URL: database.url };
    } else {
      fixture.store = freshStore(name);
      fixture.storeEnv = { LEADS_DB_PATH: fixture.store };
    }
    fixture.server = await startServerProcess({ ...fixture.storeEnv, CRM_URL: fixture.crm.url, CRM_API_KEY: CRM_TEST_API_KEY });
  }, timeoutMs);
  afterAll(async () => {
    await fixture.server?.kill("SIGTERM");
    await fixture.crm?.close();
    await database?.drop();
  }, timeoutMs);
  return fixture;
}
