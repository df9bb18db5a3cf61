import type { LeadKind } from "#model/schema/lead-kinds.ts";
import type { Locale } from "#model/schema/locales.ts";
import type { Lead, StoredFields } from "./kinds.ts";

/**
 * pending   waiting for (another) delivery attempt; also where leads wait while no CRM is configured
 *           ("held" is not a separate status, see docs/decisions/101-lead-store.md)
 * delivered the CRM answered 2xx and did not refuse the lead (docs/decisions/330-a-crm-refusal-is-not-a-delivery.md)
 * failed    past the attempt limit: shown to operators as failing, still retried at the capped
 *           interval (docs/decisions/106-outbox-unknown-outcomes.md); `leads retry` brings it back now
 * spam      the honeypot was filled; kept for review, never forwarded
 */
const LEAD_STATUSES = ["pending", "delivered", "failed", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/**
 * How the last delivery attempt ended when it did not succeed (null once one delivers). `unknown`: the
 * CRM did not answer in time, so it may hold the lead already; the retry carries the same Idempotency-Key.
 */
export const ATTEMPT_OUTCOMES = ["failed", "unknown"] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/** A lead as persisted. All timestamps are epoch milliseconds. */
export type StoredLead = {
  kind: LeadKind;
  /** The language of the form it was sent with; 'en' for leads stored before forms were translated. */
  locale: Locale;
  fields: StoredFields;
  pageUrl?: string;
  id: string;
  idempotencyKey: string;
  status: LeadStatus;
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
  lastOutcome: AttemptOutcome | null;
  leaseOwner: string | null;
  leaseUntil: number | null;
  createdAt: number;
  updatedAt: number;
  deliveredAt: number | null;
  /**
   * Attempts made right after one whose outcome is unknown: it timed out (`lastOutcome` unknown), or its
   * worker's lease ran out with no outcome written (the process died mid-attempt). Each may have given
   * the CRM a second copy, which only its Idempotency-Key lets the CRM drop (docs/decisions/332-resends-are-counted.md).
   */
  resends: number;
  /** The consent its visitor gave; null for a lead stored before forms asked for it (docs/decisions/390). */
  consent: StoredConsent | null;
  /**
   * What its visitor was shown to quote to sales, such as `SC-7K4M-2QXP`; null for a lead stored before
   * leads had one (docs/decisions/397-a-lead-has-a-reference.md).
   */
  reference: string | null;
};

/**
 * The consent a lead's visitor gave: the version of the text they ticked, its language, and when (epoch ms).
 * `version` null: a JSON API caller asserted the consent without naming a text (docs/decisions/460).
 */
export type StoredConsent = { version: string | null; locale: Locale; at: number };

/** How every output (list, export, CRM) names the version of a consent an API caller asserted without a text. */
export const ASSERTED_BY_CALLER = "asserted by caller";

/** A consent's version as outputs show it. */
export function consentVersionShown(consent: StoredConsent): string {
  return consent.version ?? ASSERTED_BY_CALLER;
}

export type InsertResult = {
  id: string;
  /** The idempotency key was already used; nothing new was stored and `id` is the first lead's. */
  duplicate: boolean;
  /** For a duplicate: whether the repeat carried the same kind and fields as the first request. */
  sameRequest: boolean;
  /** The reference of the lead `id` names: a duplicate answers with the first lead's, so its visitor sees one. */
  reference: string | null;
};

type InsertOptions = { honeypot: boolean; sameContentWithinMs?: number | undefined };

/** What the rate limit says of one post: let it through, or how many seconds its client must wait. */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type LeadStore = {
  /**
   * Stores a lead once per idempotency key. With `sameContentWithinMs`, a lead of the same kind and
   * fields stored within that many milliseconds before now counts as the same request too (a sliding
   * window: how posts without JavaScript, which carry no key, are told apart from repeats).
   */
  insert(lead: Lead, idempotencyKey: string, options: InsertOptions): Promise<InsertResult>;
  /**
   * Takes up to `limit` pending leads whose next attempt is due and leases them to `workerId`, so no
   * other worker picks them up until the lease ends (a crashed worker's leads come back after it).
   */
  claimDue(now: number, limit: number, workerId: string): Promise<StoredLead[]>;
  markDelivered(id: string): Promise<void>;
  /** An attempt that did not deliver; the lead stays pending until `nextAttemptAt`. */
  markAttemptFailed(id: string, error: string, nextAttemptAt: number, outcome: AttemptOutcome): Promise<void>;
  /** As `markAttemptFailed`, past the attempt limit: the lead shows as failed and is still retried at `nextAttemptAt`. */
  markFailed(id: string, error: string, nextAttemptAt: number, outcome: AttemptOutcome): Promise<void>;
  list(filter?: { status?: LeadStatus }): Promise<StoredLead[]>;
  /** Up to `limit` leads in `list`'s order after `after` (from the first when null): a page of an export. */
  listPage(filter: { status?: LeadStatus | undefined }, after: PageStart | null, limit: number): Promise<StoredLead[]>;
  get(id: string): Promise<StoredLead | undefined>;
  /** Puts a failed lead back as due now with a fresh attempt budget; false when it is not failed. */
  retry(id: string): Promise<boolean>;
  /** Puts every failed lead created before `createdBefore` back as due now; returns how many. */
  retryFailed(createdBefore: number): Promise<number>;
  /** Writes one row of its own and commits: proves the store can take a lead now. Rejects when not. */
  checkWritable(): Promise<void>;
  /**
   * Counts one post of a client (its address, server/client-address.ts) against a budget of `perMinute`:
   * a token bucket that holds a minute's posts and refills steadily, `now` in epoch ms. Every server on a
   * PostgreSQL store shares each client's bucket; SQLite serves one process, whose memory holds them
   * (docs/decisions/455-rate-limits-live-in-the-store.md).
   */
  countPost(clientKey: string, perMinute: number, now: number): Promise<RateLimitDecision>;
  /** Leads not yet delivered (pending, and failed ones still being retried) and when the oldest was created. */
  backlog(): Promise<Backlog>;
  /** Every lead's `resends`, summed: how many sends the CRM may have seen twice. */
  resendCount(): Promise<number>;
  /** The key this site's sent notes are signed with: one per store, so every instance on it shares it. */
  sentNoteSecret(): Promise<string>;
  close(): Promise<void>;
};

/** Where the next page starts: after the lead with this creation time and id. */
export type PageStart = Pick<StoredLead, "createdAt" | "id">;

export type Backlog = { pending: number; failed: number; oldestCreatedAt: number | null };

export type StoreTiming = {
  /** Clock for timestamps the store sets itself (created, updated, delivered, retry). */
  now?: () => number;
  /** How long a claim keeps other workers away; must exceed the CRM request timeout. */
  leaseMs?: number;
};

export const DEFAULT_LEASE_MS = 60_000;
