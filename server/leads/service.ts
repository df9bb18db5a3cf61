import { DEFAULT_BACKLOG_WARN_AFTER_MS, type LeadsConfig } from "../config.ts";
import { healthResponse, startBacklogMonitor, type HealthSettings } from "./health.ts";
import type { CrmPayloads } from "./crm-payload.ts";
import { consoleLogger, type LeadLogger } from "./logger.ts";
import { openLeadStore } from "./open-store.ts";
import { startOutbox, type Outbox } from "./outbox.ts";
import type { InsertResult, LeadStore } from "./store.ts";
import { submitLead, type Submission } from "./submit.ts";

/** The lead pipeline of one server process: the store, and the outbox that empties it into the CRM. */
export interface LeadService {
  store: LeadStore;
  outbox: Outbox;
  /** Resolves once the lead is committed; only then may the visitor be told it was received. */
  submit(submission: Submission): Promise<InsertResult>;
  /** Answers GET /healthz (docs/decisions/109-health-endpoint.md). */
  health(request: Request): Promise<Response>;
  close(): Promise<void>;
}

export function createLeadService(
  config: LeadsConfig,
  /** The forms' CRM mappings, as the server's build holds them. */
  payloads: CrmPayloads,
  logger: LeadLogger = consoleLogger,
  store: LeadStore = openLeadStore(config),
): LeadService {
  const outbox = startOutbox({ store, crm: config.crm, payloads, logger });
  const health: HealthSettings = {
    store,
    forwarding: config.crm !== null,
    backlogWarnAfterMs: config.backlogWarnAfterMs ?? DEFAULT_BACKLOG_WARN_AFTER_MS,
  };
  const monitor = startBacklogMonitor({ ...health, logger });
  return {
    store,
    outbox,
    health: (request) => healthResponse(request, health),
    async submit(submission) {
      const result = await submitLead(store, submission);
      if (!result.duplicate && !submission.honeypot) outbox.nudge();
      return result;
    },
    async close() {
      monitor.stop();
      await outbox.stop();
      await store.close();
    },
  };
}
