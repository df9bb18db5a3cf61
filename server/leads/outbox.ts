import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { backoffDelayMs, BACKOFF_BASE_MS, BACKOFF_CAP_MS, MAX_ATTEMPTS } from "./backoff.ts";
import { systemClock, type Clock } from "./clock.ts";
import { toCrmPayload } from "./crm-payload.ts";
import { consoleLogger, type LeadLogger } from "./logger.ts";
import type { LeadStore, StoredLead } from "./store.ts";

export type CrmConfig = {
  url: string;
  apiKey: string;
  /** The spec's second reading sends migrations with their own key; falls back to `apiKey`. */
  migrationApiKey?: string | undefined;
};

export type OutboxOptions = {
  store: LeadStore;
  /** null: no CRM configured, leads stay pending ("held") until one is. */
  crm: CrmConfig | null;
  clock?: Clock;
  fetch?: typeof globalThis.fetch;
  logger?: LeadLogger;
  workerId?: string;
  pollIntervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Must stay below the store's lease, or a slow CRM call could be repeated by another worker. */
  requestTimeoutMs?: number;
};

export type CycleResult = { delivered: number; retrying: number; failed: number };

export type Outbox = {
  /** Look for due leads now instead of at the next poll, e.g. right after a lead commits. */
  nudge(): void;
  /** Runs one delivery cycle (resolves when it and any cycle already running have finished). */
  runOnce(): Promise<CycleResult>;
  /** Stops polling and waits for deliveries in flight, so a shutdown never cuts one in half. */
  stop(): Promise<void>;
};

const EMPTY: CycleResult = { delivered: 0, retrying: 0, failed: 0 };

export function startOutbox(options: OutboxOptions): Outbox {
  const logger = options.logger ?? consoleLogger;
  const crm = options.crm;
  if (!crm) {
    logger.warn("CRM_URL is not set: leads are stored and held, nothing is forwarded");
    return { nudge() {}, runOnce: async () => EMPTY, stop: async () => {} };
  }
  const store = options.store;
  const clock = options.clock ?? systemClock;
  const doFetch = options.fetch ?? globalThis.fetch;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollIntervalMs = options.pollIntervalMs ?? BACKOFF_BASE_MS;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const baseMs = options.backoffBaseMs ?? BACKOFF_BASE_MS;
  const capMs = options.backoffCapMs ?? BACKOFF_CAP_MS;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;

  let stopped = false;
  let timer: unknown;
  let running: Promise<CycleResult> | null = null;
  let again = false;

  async function send(lead: StoredLead): Promise<string | null> {
    const prefix = lead.kind === "migration" ? "Failed to submit migration request" : "Failed to submit form";
    const apiKey = lead.kind === "migration" && crm?.migrationApiKey ? crm.migrationApiKey : (crm?.apiKey ?? "");
    try {
      const response = await doFetch(crm?.url ?? "", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-api-key": apiKey,
          // Lets the CRM drop a repeat when a delivery succeeded but could not be recorded here.
          "idempotency-key": lead.idempotencyKey,
        },
        body: JSON.stringify(toCrmPayload(lead)),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const text = await response.text().catch(() => "");
      if (response.ok) return null;
      const detail = text.trim().slice(0, 200);
      return `${prefix}: ${response.status}${detail ? ` ${detail}` : ""}`;
    } catch (error) {
      return `${prefix} to CRM: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  async function deliver(lead: StoredLead, result: CycleResult): Promise<void> {
    const error = await send(lead);
    if (error === null) {
      await store.markDelivered(lead.id);
      result.delivered++;
      return;
    }
    const attempt = lead.attempts + 1;
    if (attempt >= maxAttempts) {
      await store.markFailed(lead.id, error);
      result.failed++;
      logger.error("lead gave up after the attempt limit; see `npm run leads -- list`", { id: lead.id, attempt, error });
      return;
    }
    await store.markAttemptFailed(lead.id, error, clock.now() + backoffDelayMs(attempt, baseMs, capMs));
    result.retrying++;
    logger.warn("lead delivery failed, will retry", { id: lead.id, attempt, error });
  }

  async function drain(): Promise<CycleResult> {
    const result: CycleResult = { ...EMPTY };
    for (;;) {
      const claimed = await store.claimDue(clock.now(), batchSize, workerId);
      await Promise.all(claimed.map((lead) => deliver(lead, result)));
      if (claimed.length < batchSize || stopped) return result;
    }
  }

  function schedule(): void {
    if (stopped) return;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = undefined;
      void cycle();
    }, pollIntervalMs);
  }

  function cycle(): Promise<CycleResult> {
    if (running) {
      // A nudge during a cycle must not be lost: the lead may have committed after the claim ran.
      again = true;
      return running;
    }
    running = (async () => {
      const total: CycleResult = { ...EMPTY };
      try {
        do {
          again = false;
          const r = await drain();
          total.delivered += r.delivered;
          total.retrying += r.retrying;
          total.failed += r.failed;
        } while (again && !stopped);
      } catch (error) {
        // The store being down is an outage to wait out, not a reason to stop the worker.
        logger.error("outbox cycle failed", { error: error instanceof Error ? error.message : String(error) });
      } finally {
        running = null;
        schedule();
      }
      return total;
    })();
    return running;
  }

  // Run at once on start: leads committed before a restart are due already.
  timer = clock.setTimeout(() => {
    timer = undefined;
    void cycle();
  }, 0);

  return {
    nudge() {
      if (!stopped) void cycle();
    },
    runOnce: () => cycle(),
    async stop() {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      if (running) await running;
    },
  };
}
