import type { LeadsConfig } from "../config.ts";
import type { LeadStore, StoreTiming } from "./store.ts";

/**
 * Picks PostgreSQL when DATABASE_URL is set, else SQLite at LEADS_DB_PATH. Nothing is opened (and
 * neither driver is even loaded) until the first call, because the React Router prerender imports
 * server modules at build time, where no database exists. A failed open is retried on the next call.
 */
export function openLeadStore(config: Pick<LeadsConfig, "dbPath" | "databaseUrl">, timing: StoreTiming = {}): LeadStore {
  let opening: Promise<LeadStore> | null = null;
  let closed = false;

  async function open(): Promise<LeadStore> {
    if (config.databaseUrl) {
      const { openPostgresStore } = await import("./postgres-store.ts");
      return openPostgresStore({ ...timing, connectionString: config.databaseUrl });
    }
    const { openSqliteStore, whileLocked } = await import("./sqlite-store.ts");
    return whileLocked(() => openSqliteStore(config.dbPath, timing));
  }

  function store(): Promise<LeadStore> {
    if (closed) return Promise.reject(new Error("lead store is closed"));
    opening ??= open().catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  }

  return {
    insert: async (lead, key, options) => (await store()).insert(lead, key, options),
    claimDue: async (now, limit, workerId) => (await store()).claimDue(now, limit, workerId),
    markDelivered: async (id) => (await store()).markDelivered(id),
    markAttemptFailed: async (id, error, next, outcome) => (await store()).markAttemptFailed(id, error, next, outcome),
    markFailed: async (id, error, next, outcome) => (await store()).markFailed(id, error, next, outcome),
    list: async (filter) => (await store()).list(filter),
    listPage: async (filter, after, limit) => (await store()).listPage(filter, after, limit),
    get: async (id) => (await store()).get(id),
    retry: async (id) => (await store()).retry(id),
    retryFailed: async (createdBefore) => (await store()).retryFailed(createdBefore),
    checkWritable: async () => (await store()).checkWritable(),
    countPost: async (clientKey, perMinute, now) => (await store()).countPost(clientKey, perMinute, now),
    backlog: async () => (await store()).backlog(),
    resendCount: async () => (await store()).resendCount(),
    sentNoteSecret: async () => (await store()).sentNoteSecret(),
    async close() {
      closed = true;
      const current = opening;
      opening = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
