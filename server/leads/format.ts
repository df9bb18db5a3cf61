import type { StoredLead } from "./store.ts";

// Output formats for `npm run leads`. Pure, so the CLI test can focus on wiring.

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const fieldText = (lead: StoredLead, key: string): string => {
  const value = lead.fields[key];
  return typeof value === "string" ? value : "";
};

/** id, kind, status, attempts, created: the columns every format starts with. */
function identityCells(l: StoredLead): string[] {
  return [l.id, l.kind, l.status, String(l.attempts), iso(l.createdAt) ?? ""];
}

export function formatTable(leads: readonly StoredLead[]): string {
  if (leads.length === 0) return "No leads.\n";
  const header = ["id", "kind", "status", "attempts", "created", "outcome", "email", "last error"];
  const rows = leads.map((l) => [
    ...identityCells(l),
    l.lastOutcome ?? "",
    fieldText(l, "email"),
    (l.lastError ?? "").replace(/\s+/g, " ").slice(0, 60),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n") + "\n";
}

/** One JSON object per line (JSON Lines), timestamps as ISO 8601 for people and tools alike. */
export function formatJsonLines(leads: readonly StoredLead[]): string {
  return leads
    .map((l) =>
      JSON.stringify({
        ...l,
        nextAttemptAt: iso(l.nextAttemptAt),
        leaseUntil: iso(l.leaseUntil),
        createdAt: iso(l.createdAt),
        updatedAt: iso(l.updatedAt),
        deliveredAt: iso(l.deliveredAt),
      }) + "\n",
    )
    .join("");
}

const CSV_COLUMNS = ["id", "kind", "status", "attempts", "createdAt", "deliveredAt", "lastOutcome", "lastError", "email", "pageUrl", "fields"];

/** RFC 4180 CSV with CRLF line ends. */
export function formatCsv(leads: readonly StoredLead[]): string {
  const rows = leads.map((l) => [
    ...identityCells(l),
    iso(l.deliveredAt) ?? "",
    l.lastOutcome ?? "",
    l.lastError ?? "",
    fieldText(l, "email"),
    l.pageUrl ?? "",
    JSON.stringify(l.fields),
  ]);
  return [CSV_COLUMNS, ...rows].map((r) => r.map(csvCell).join(",") + "\r\n").join("");
}

export function csvCell(value: string): string {
  // Lead text comes from anonymous visitors and this file is opened in spreadsheets: a leading
  // = + - @ would run as a formula, so such cells get a leading apostrophe (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}
