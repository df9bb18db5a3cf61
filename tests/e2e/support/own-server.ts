import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess } from "../../reliability/support/server-process.ts";
import { test as base } from "../fixtures.ts";

export interface OwnServer {
  /** Where the browser goes: the server itself, or what `front` put before it. */
  url: string;
  /** The server's SQLite file, for leadsFor/expectStored. */
  store: string;
}

/**
 * The test fixtures with one production server per worker, started from the build with settings the
 * shared e2e server does not have (a proxy in front, a tight rate limit) and its own lead store.
 */
export function withOwnServer(env: Record<string, string>, front?: (url: string) => Promise<{ url: string; close(): Promise<void> }>) {
  return base.extend<object, { own: OwnServer }>({
    own: [
      async ({}, use) => {
        const store = join(mkdtempSync(join(tmpdir(), "e2e-own-")), "leads.sqlite");
        const server = await startServerProcess({ LEADS_DB_PATH: store, FIRST_VISIT_RESET: "off", ...env });
        const before = await front?.(server.url);
        await use({ url: before?.url ?? server.url, store });
        await before?.close();
        await server.kill("SIGTERM");
      },
      { scope: "worker" },
    ],
  });
}
