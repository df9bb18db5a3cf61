import { isLeadKind } from "#model/schema/lead-kinds.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#model/schema/locales.ts";
import type { Lead } from "./kinds.ts";
import { ATTEMPT_OUTCOMES, isLeadStatus, type AttemptOutcome, type StoredConsent, type StoredLead } from "./store.ts";

// Both stores use the same column names; only value encodings differ (PostgreSQL returns BIGINT as
// a string and JSONB as an object, SQLite returns numbers and JSON text).

export const LEAD_COLUMNS =
  "id, kind, locale, fields, page_url, idempotency_key, fingerprint, status, attempts, next_attempt_at, " +
  "last_error, last_outcome, lease_owner, lease_until, created_at, updated_at, delivered_at, resends, " +
  "consent_version, consent_locale, consent_at, reference";

/**
 * consent_version, consent_locale, consent_at of a new lead: the text its visitor agreed to and that text's
 * language, when they sent it, so the store's own time of the insert is the time of the consent. The version
 * is NULL for an API caller's assertion that named no text; consent_at is set for every lead that has consent.
 */
export function consentCells(lead: Lead, insertedAt: number): [string | null, Locale, number] {
  return [lead.consent.version, lead.consent.locale, insertedAt];
}

export function rowToLead(row: Record<string, unknown>): StoredLead {
  const kind = row.kind;
  const status = row.status;
  if (!isLeadKind(kind)) throw new Error(`lead ${String(row.id)} has unknown kind ${String(kind)}`);
  if (!isLeadStatus(status)) throw new Error(`lead ${String(row.id)} has unknown status ${String(status)}`);
  const rawFields = typeof row.fields === "string" ? (JSON.parse(row.fields) as unknown) : row.fields;
  const fields = typeof rawFields === "object" && rawFields !== null ? (rawFields as Record<string, unknown>) : {};
  const lead: StoredLead = {
    id: String(row.id),
    kind,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    fields,
    idempotencyKey: String(row.idempotency_key),
    status,
    attempts: Number(row.attempts),
    nextAttemptAt: optionalNumber(row.next_attempt_at),
    lastError: optionalString(row.last_error),
    lastOutcome: outcomeOf(row.last_outcome),
    leaseOwner: optionalString(row.lease_owner),
    leaseUntil: optionalNumber(row.lease_until),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    deliveredAt: optionalNumber(row.delivered_at),
    resends: Number(row.resends ?? 0),
    consent: consentOf(row),
    reference: optionalString(row.reference),
  };
  const pageUrl = optionalString(row.page_url);
  if (pageUrl !== null) lead.pageUrl = pageUrl;
  return lead;
}

/** None for a lead stored before forms asked for consent (no time of consent). */
function consentOf(row: Record<string, unknown>): StoredConsent | null {
  const version = optionalString(row.consent_version);
  const at = optionalNumber(row.consent_at);
  if (at === null) return null;
  return { version, locale: isLocale(row.consent_locale) ? row.consent_locale : DEFAULT_LOCALE, at };
}

function outcomeOf(value: unknown): AttemptOutcome | null {
  return (ATTEMPT_OUTCOMES as readonly unknown[]).includes(value) ? (value as AttemptOutcome) : null;
}

function optionalNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A cell that may be NULL, as text or null. */
export function optionalString(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
