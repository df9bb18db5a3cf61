import type { Lead } from "./kinds.ts";
import type { InsertResult, LeadStore } from "./store.ts";

export type Submission = {
  /** Already validated by its form's schema. */
  lead: Lead;
  idempotencyKey: string;
  /** The honeypot field was filled: keep the lead as spam, never forward it. */
  honeypot: boolean;
  /** No key from the visitor: the same content within this window is the same lead (see LeadStore.insert). */
  sameContentWithinMs?: number | undefined;
};

/**
 * Commits a lead and resolves only once it is durable; callers acknowledge the visitor after this and
 * never before, so an acknowledged lead cannot be lost. Rejects when the store is unavailable.
 */
export async function submitLead(store: LeadStore, submission: Submission): Promise<InsertResult> {
  return store.insert(submission.lead, submission.idempotencyKey, {
    honeypot: submission.honeypot,
    sameContentWithinMs: submission.sameContentWithinMs,
  });
}
