import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

export interface StoredLeadRow {
  kind: string;
  status: string;
  fields: Record<string, unknown>;
  /** As the export shows it: the consent text's version, its language, when (ISO 8601); absent where not read. */
  consent?: { version: string; locale: string; at: string } | null;
  /** The reference its visitor was shown (docs/decisions/397); absent where not read. */
  reference?: string | null;
}

/** What a real SQLite store holds for an e-mail address: tests assert on the lead, not on the UI alone. */
export function leadsFor(email: string, store: string): StoredLeadRow[] {
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

/** Room for the export of a store some runs old: about 1 KiB a lead. */
const EXPORT_BUFFER_BYTES = 512 * 1024 * 1024;

/**
 * Every lead in a server's store, on either kind, as `npm run leads -- export --format json` gives it:
 * `storeEnv` is the server's LEADS_DB_PATH or DATABASE_URL.
 */
export function exportedLeads(storeEnv: Record<string, string>): StoredLeadRow[] {
  // server/leads.ts is what `npm run leads` runs: the command line of the current release's bundle.
  const exported = spawnSync(process.execPath, ["server/leads.ts", "export", "--format", "json"], {
    cwd: join(import.meta.dirname, "../.."),
    env: { ...process.env, ...storeEnv },
    encoding: "utf8",
    // A store keeps every lead of every run that used it: the export streams them all, over the 1 MiB
    // spawnSync would otherwise keep before it stops the command.
    maxBuffer: EXPORT_BUFFER_BYTES,
  });
  if (exported.error || exported.status !== 0) {
    throw new Error(`leads export failed: ${exported.error?.message ?? `exit ${exported.status}`} ${exported.stderr}`);
  }
  return exported.stdout
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as StoredLeadRow);
}
