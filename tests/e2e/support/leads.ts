import { existsSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** The SQLite file the e2e server stores leads in (playwright.config.ts sets LEADS_DB_PATH). */
export const E2E_LEADS_DB = join(process.cwd(), "data/e2e-leads.sqlite");

export interface StoredLeadRow {
  kind: string;
  status: string;
  fields: Record<string, unknown>;
}

/** What the real store holds for an e-mail address: tests assert on the lead, not on the UI alone. */
export function leadsFor(email: string, store = E2E_LEADS_DB): StoredLeadRow[] {
  // A server creates and migrates its store with the first lead: until then it holds none.
  if (!existsSync(store)) return [];
  // The server may hold a write lock for a moment; a reader waits for it instead of failing.
  const db = new DatabaseSync(store, { readOnly: true, timeout: 5_000 });
  try {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get()) return [];
    const rows = db.prepare("SELECT kind, status, fields FROM leads WHERE json_extract(fields, '$.email') = ?").all(email) as {
      kind: string;
      status: string;
      fields: string;
    }[];
    return rows.map((row) => ({ kind: row.kind, status: row.status, fields: JSON.parse(row.fields) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

/** Waits for the stored lead instead of sleeping: the store is the source of truth. */
export async function expectStored(email: string, kind: string, store = E2E_LEADS_DB): Promise<StoredLeadRow> {
  await expect.poll(() => leadsFor(email, store).map((lead) => lead.kind)).toEqual([kind]);
  return leadsFor(email, store)[0]!;
}

/** A unique address per test run, so parallel tests and reruns never see each other's leads. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`;
}
