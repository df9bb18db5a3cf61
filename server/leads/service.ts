import { DEFAULT_BACKLOG_WARN_AFTER_MS, type LeadsConfig } from "../config.ts";
import { systemClock, type Clock } from "./clock.ts";
import { healthResponse, startBacklogMonitor, type HealthSettings } from "./health.ts";
import { createStoreProbe } from "./health-probe.ts";
import type { CrmPayloads } from "./crm-payload.ts";
import { consoleLogger, type LeadLogger } from "./logger.ts";
import { openLeadStore } from "./open-store.ts";
import { startOutbox, type Outbox } from "./outbox.ts";
import type { Lead } from "./kinds.ts";
import type { InsertResult, LeadStore } from "./store.ts";
import { sentNotes, type SentNotes } from "../sent-note.ts";

type Submission = {
  /** Already validated by its form's schema. */
  lead: Lead;
  idempotencyKey: string;
  /** The honeypot field was filled: keep the lead as spam, never forward it. */
  honeypot: boolean;
  /** No key from the visitor: the same content within this window is the same lead (see LeadStore.insert). */
  sameContentWithinMs?: number | undefined;
};

/** The lead pipeline of one server process: the store, and the outbox that empties it into the CRM. */
export interface LeadService {
  store: LeadStore;
  outbox: Outbox;
  /**
   * Resolves once the lead is committed (rejects when the store is unavailable); only then may the
   * visitor be told it was received, so an acknowledged lead cannot be lost.
   */
  submit(submission: Submission): Promise<InsertResult>;
  /** The sent notes, signed with SENT_NOTE_SECRET or else the key kept in the store. */
  sentNotes: SentNotes;
  /** Answers GET /healthz (docs/decisions/109-health-endpoint.md, 331-healthz-probes-once-per-interval.md). */
  health(request: Request): Promise<Response>;
  close(): Promise<void>;
}

export function createLeadService(
  config: LeadsConfig,
  /** The forms' CRM mappings, as the server's build holds them. */
  payloads: CrmPayloads,
  logger: LeadLogger = consoleLogger,
  store: LeadStore = openLeadStore(config),
  clock: Clock = systemClock,
): LeadService {
  const outbox = startOutbox({ store, crm: config.crm, payloads, logger, clock });
  const health: HealthSettings = {
    probe: createStoreProbe(store, clock),
    forwarding: config.crm !== null,
    backlogWarnAfterMs: config.backlogWarnAfterMs ?? DEFAULT_BACKLOG_WARN_AFTER_MS,
    clock,
  };
  const monitor = startBacklogMonitor({ ...health, logger });
  return {
    store,
    outbox,
    sentNotes: sentNotes(config.sentNoteSecret ? () => Promise.resolve(config.sentNoteSecret!) : () => store.sentNoteSecret(), () =>
      clock.now(),
    ),
    health: (request) => healthResponse(request, health),
    async submit({ lead, idempotencyKey, honeypot, sameContentWithinMs }) {
      const result = await store.insert(lead, idempotencyKey, { honeypot, sameContentWithinMs });
      // Spam is kept but never forwarded; a duplicate was nudged when it first arrived.
      if (!result.duplicate && !honeypot) outbox.nudge();
      return result;
    },
    async close() {
      monitor.stop();
      await outbox.stop();
      await store.close();
    },
  };
}
