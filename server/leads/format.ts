import { consentVersionShown, type StoredLead } from "./store.ts";

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

/**
 * Characters of a lead's last error the table shows: the last column, so a long one costs no alignment,
 * and enough for a redirect's whole Location or the status of an answer that never arrived whole.
 */
const TABLE_ERROR_CHARS = 160;

export function formatTable(leads: readonly StoredLead[]): string {
  if (leads.length === 0) return "No leads.\n";
  const header = ["id", "kind", "status", "attempts", "created", "outcome", "locale", "email", "last error"];
  const rows = leads.map((l) =>
    [
      ...identityCells(l),
      l.lastOutcome ?? "",
      l.locale,
      fieldText(l, "email"),
      (l.lastError ?? "").replace(/\s+/g, " ").slice(0, TABLE_ERROR_CHARS),
    ].map((cell) => escapeControls(cell)),
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
            consent: l.consent && { ...l.consent, version: consentVersionShown(l.consent), at: iso(l.consent.at) },
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
  "reference",
];

/** RFC 4180 CSV with CRLF line ends: the header line, then one line per lead. */
export function formatCsv(leads: readonly StoredLead[]): string {
  return CSV_HEADER + csvLines(leads);
}

/** One CSV line per lead, without the header: an export writes it once, then the leads page by page. */
export function csvLines(leads: readonly StoredLead[]): string {
  return leads
    .map((l) =>
      csvLine([
        ...identityCells(l),
        iso(l.deliveredAt) ?? "",
        l.lastOutcome ?? "",
        l.lastError ?? "",
        fieldText(l, "email"),
        l.pageUrl ?? "",
        jsonEscapeInvisible(JSON.stringify(l.fields)),
        l.locale,
        String(l.resends),
        l.consent ? consentVersionShown(l.consent) : "",
        l.consent?.locale ?? "",
        iso(l.consent?.at ?? null) ?? "",
        l.reference ?? "",
      ]),
    )
    .join("");
}

/**
 * Where a spreadsheet may read the start of a cell: the value's start, and after each separator a
 * spreadsheet may split on (`,` and `;`, since Russian and Uzbek Excel split on `;` and our quotes are no
 * shelter then, tab, and the line breaks a reader that misses the quotes starts a row at), past any spaces
 * and quotes. A formula starts with = + - @ (or their full-width forms), tab or carriage return.
 */
const CELL_START_BEFORE_FORMULA = /(^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

export function csvCell(value: string): string {
  // Lead text comes from anonymous visitors and this file is opened in spreadsheets: wherever a cell could
  // start with a formula, under `,` or `;` splitting alike, an apostrophe goes before it (OWASP CSV injection).
  const safe = value.replace(CELL_START_BEFORE_FORMULA, "$1$2'");
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => csvCell(escapeControls(cell, "line-breaks"))).join(",") + "\r\n";
}

/** The CSV's first line, the column names. */
export const CSV_HEADER = csvLine(CSV_COLUMNS);
