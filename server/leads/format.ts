import type { StoredLead } from "./store.ts";

// Output formats for `npm run leads`. Pure, so the CLI test can focus on wiring. Lead text comes from
// anonymous visitors and rows stored before validation refused control characters may still hold them:
// every format shows them as visible escapes, so nothing in a lead can steer the operator's terminal.
// Bidirectional controls (U+061C, U+200E/F, U+202A–E, U+2066–9) are valid text a form accepts, yet one
// of them makes "invoice\u202Egpj.exe" read as "invoiceexe.jpg": they are shown as escapes too.

const CONTROLS = /[\x00-\x1F\x7F-\x9F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\p{Cs}]/gu;
const CONTROLS_BUT_LINE_BREAKS = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\p{Cs}]/gu;
const hex = (char: string, width: number) => char.charCodeAt(0).toString(16).toUpperCase().padStart(width, "0");

/** Control characters and lone surrogates as `\x1B` / `\uD800` text; line breaks and tabs too unless kept. */
function escapeControls(text: string, keep: "none" | "line-breaks" = "none"): string {
  return text.replace(keep === "none" ? CONTROLS : CONTROLS_BUT_LINE_BREAKS, (char) =>
    char.length === 1 && char.charCodeAt(0) < 0x100 ? `\\x${hex(char, 2)}` : `\\u${hex(char, 4)}`,
  );
}

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
  const header = ["id", "kind", "status", "attempts", "created", "outcome", "locale", "email", "last error"];
  const rows = leads.map((l) =>
    [...identityCells(l), l.lastOutcome ?? "", l.locale, fieldText(l, "email"), (l.lastError ?? "").replace(/\s+/g, " ").slice(0, 60)].map(
      (cell) => escapeControls(cell),
    ),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n") + "\n";
}

/**
 * One JSON object per line (JSON Lines), timestamps as ISO 8601 for people and tools alike. JSON already
 * escapes C0 and lone surrogates; DEL, C1 and bidirectional controls become `\u007F`-style escapes, so
 * values parse unchanged.
 */
export function formatJsonLines(leads: readonly StoredLead[]): string {
  return leads
    .map(
      (l) =>
        jsonEscapeInvisible(
          JSON.stringify({
            ...l,
            nextAttemptAt: iso(l.nextAttemptAt),
            leaseUntil: iso(l.leaseUntil),
            createdAt: iso(l.createdAt),
            updatedAt: iso(l.updatedAt),
            deliveredAt: iso(l.deliveredAt),
            consent: l.consent && { ...l.consent, at: iso(l.consent.at) },
          }),
        ) + "\n",
    )
    .join("");
}

const jsonEscapeInvisible = (json: string) =>
  json.replace(/[\x7F-\x9F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, (char) => `\\u${hex(char, 4)}`);

const CSV_COLUMNS = [
  "id",
  "kind",
  "status",
  "attempts",
  "createdAt",
  "deliveredAt",
  "lastOutcome",
  "lastError",
  "email",
  "pageUrl",
  "fields",
  "locale",
  "resends",
  "consentVersion",
  "consentLocale",
  "consentAt",
];

/** RFC 4180 CSV with CRLF line ends. */
export function formatCsv(leads: readonly StoredLead[]): string {
  const rows = leads.map((l) => [
    ...identityCells(l),
    iso(l.deliveredAt) ?? "",
    l.lastOutcome ?? "",
    l.lastError ?? "",
    fieldText(l, "email"),
    l.pageUrl ?? "",
    jsonEscapeInvisible(JSON.stringify(l.fields)),
    l.locale,
    String(l.resends),
    l.consent?.version ?? "",
    l.consent?.locale ?? "",
    iso(l.consent?.at ?? null) ?? "",
  ]);
  return [CSV_COLUMNS, ...rows].map((r) => r.map((cell) => csvCell(escapeControls(cell, "line-breaks"))).join(",") + "\r\n").join("");
}

export function csvCell(value: string): string {
  // Lead text comes from anonymous visitors and this file is opened in spreadsheets: a leading
  // = + - @ would run as a formula, so such cells get a leading apostrophe (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}
