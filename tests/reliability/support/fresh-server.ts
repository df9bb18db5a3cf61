import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { requireBuild, startServerProcess, type ServerProcess } from "./server-process.ts";

/**
 * One production server on a new SQLite file for a whole test file: started before its tests, stopped
 * after them. Its `server` and `store` are set once it listens, so read them inside tests.
 */
export function serverOnFreshStore(name: string, startTimeoutMs = 60_000): { server: ServerProcess; store: string } {
  const fixture = {} as { server: ServerProcess; store: string };
  beforeAll(async () => {
    requireBuild();
    fixture.store = join(mkdtempSync(join(tmpdir(), `${name}-`)), "leads.sqlite");
    fixture.server = await startServerProcess({ LEADS_DB_PATH: fixture.store });
  }, startTimeoutMs);
  afterAll(() => fixture.server?.kill("SIGTERM"));
  return fixture;
}
