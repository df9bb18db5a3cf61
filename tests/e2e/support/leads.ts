import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";

/** The SQLite file the e2e server stores leads in (playwright.config.ts sets LEADS_DB_PATH). */
export const E2E_LEADS_DB = join(process.cwd(), "data/e2e-leads.sqlite");

export interface StoredLeadRow {
  kind: string;
  status: string;
  fields: Record<string, unknown>;
}

/** What the real store holds for an e-mail address: tests assert on the lead, not on the UI alone. */
export function leadsFor(email: string): StoredLeadRow[] {
  const db = new DatabaseSync(E2E_LEADS_DB, { readOnly: true });
  try {
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

/** A unique address per test run, so parallel tests and reruns never see each other's leads. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`;
}
