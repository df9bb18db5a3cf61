import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { backoffDelayMs, BACKOFF_BASE_MS, BACKOFF_CAP_MS, MAX_ATTEMPTS } from "./backoff.ts";
import { systemClock, type Clock } from "./clock.ts";
import { readCrmAnswer } from "./crm-answer.ts";
import type { CrmPayloads } from "./crm-payload.ts";
import { consoleLogger, type LeadLogger } from "./logger.ts";
import type { AttemptOutcome, LeadStore, StoredLead } from "./store.ts";

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
  /** The CRM body and API key of each lead, from the forms' `crm:` blocks. */
  payloads: CrmPayloads;
  clock?: Clock;
  fetch?: typeof globalThis.fetch;
  logger?: LeadLogger;
  workerId?: string;
  pollIntervalMs?: number;
  /** Deliveries in flight at once; a slow answer holds one slot, never the others. */
  concurrency?: number;
  /** Attempts after which a lead shows as failed; it is still retried at the capped interval. */
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Must stay below the store's lease, or a slow CRM call could be repeated by another worker. */
  requestTimeoutMs?: number;
};

/** retrying: refused, will retry; unknown: timed out, the CRM may hold it; failed: past the attempt limit. */
type CycleResult = { delivered: number; retrying: number; unknown: number; failed: number };

export type Outbox = {
  /** Look for due leads now instead of at the next poll, e.g. right after a lead commits. */
  nudge(): void;
  /** Runs one delivery cycle (resolves when it and any cycle already running have finished). */
  runOnce(): Promise<CycleResult>;
  /** Stops polling and waits for deliveries in flight, so a shutdown never cuts one in half. */
  stop(): Promise<void>;
};

const EMPTY: CycleResult = { delivered: 0, retrying: 0, unknown: 0, failed: 0 };
const DEFAULT_CONCURRENCY = 8;

type Attempt = { outcome: "delivered" } | { outcome: AttemptOutcome; error: string };

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
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const baseMs = options.backoffBaseMs ?? BACKOFF_BASE_MS;
  const capMs = options.backoffCapMs ?? BACKOFF_CAP_MS;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;

  let stopped = false;
  let timer: unknown;
  let running: Promise<CycleResult> | null = null;
  let again = false;

  async function send(lead: StoredLead): Promise<Attempt> {
    const prefix = lead.kind === "migration" ? "Failed to submit migration request" : "Failed to submit form";
    const apiKey = options.payloads.apiKey(lead.kind) === "migration" && crm?.migrationApiKey ? crm.migrationApiKey : (crm?.apiKey ?? "");
    // Set once the CRM's status line is in: a deadline after it met an answer that did not arrive whole.
    let status: number | null = null;
    try {
      const response = await doFetch(crm?.url ?? "", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-api-key": apiKey,
          // The same key on every attempt of a lead: a repeat after a timeout, or after a crash between
          // the CRM's answer and our write, is one the CRM can recognise and drop.
          "idempotency-key": lead.idempotencyKey,
        },
        body: JSON.stringify(options.payloads.payload(lead)),
        // A redirect is the CRM's answer, not a place to send the lead and its key (decision 377).
        redirect: "manual",
        // One deadline for the whole exchange, the answer's body included: a 2xx counts once it arrived.
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      status = response.status;
      const verdict = readCrmAnswer(response.status, await answerText(response), prefix, response.headers.get("location"));
      return verdict.delivered ? { outcome: "delivered" } : { outcome: "failed", error: verdict.error };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // The request went out and no whole answer came in time: the CRM may have stored the lead.
      if (error instanceof DOMException && error.name === "TimeoutError") {
        const what = status === null ? "no answer" : `${status} answer did not arrive whole`;
        return { outcome: "unknown", error: `${prefix} to CRM: ${what} within ${requestTimeoutMs} ms` };
      }
      return { outcome: "failed", error: `${prefix} to CRM: ${message}` };
    }
  }

  async function deliver(lead: StoredLead, result: CycleResult): Promise<void> {
    const attempt = await send(lead);
    if (attempt.outcome === "delivered") {
      await store.markDelivered(lead.id);
      result.delivered++;
      return;
    }
    const { outcome, error } = attempt;
    const attempts = lead.attempts + 1;
    const next = clock.now() + backoffDelayMs(attempts, baseMs, capMs);
    const details = { id: lead.id, attempt: attempts, outcome, error };
    if (attempts >= maxAttempts) {
      await store.markFailed(lead.id, error, next, outcome);
      result.failed++;
      logger.error("lead is past the attempt limit; still retrying at the capped interval, see `npm run leads -- list`", details);
      return;
    }
    await store.markAttemptFailed(lead.id, error, next, outcome);
    if (outcome === "unknown") {
      result.unknown++;
      logger.warn("lead delivery outcome unknown (no answer in time); will retry with the same Idempotency-Key", details);
    } else {
      result.retrying++;
      logger.warn("lead delivery failed, will retry", details);
    }
  }

  /**
   * Keeps up to `concurrency` deliveries in flight, claiming a lead whenever a slot frees, so a CRM
   * that hangs on one request holds one slot for the timeout instead of a whole batch.
   */
  async function drain(): Promise<CycleResult> {
    const result: CycleResult = { ...EMPTY };
    const inFlight = new Set<Promise<void>>();
    let exhausted = false;
    while (!stopped || inFlight.size > 0) {
      if (!stopped && !exhausted && inFlight.size < concurrency) {
        const claimed = await store.claimDue(clock.now(), concurrency - inFlight.size, workerId).catch(async (error: unknown) => {
          // A store gone down mid-cycle: let the deliveries already out finish before reporting it.
          await Promise.all(inFlight);
          throw error;
        });
        for (const lead of claimed) {
          const delivery: Promise<void> = deliver(lead, result)
            // The lease runs out and the lead comes back; the next claim reports a store that is down.
            .catch((error: unknown) => logger.error("could not record a delivery outcome", { id: lead.id, error: String(error) }))
            .finally(() => inFlight.delete(delivery));
          inFlight.add(delivery);
        }
        // Nothing more is due until a delivery ends (its lead then waits for its backoff anyway).
        exhausted = claimed.length === 0;
        if (!exhausted && inFlight.size < concurrency) continue;
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
      exhausted = false;
    }
    return result;
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
          total.unknown += r.unknown;
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

/** The most of a CRM answer's body kept for its verdict: a refusal's reason fits many times over. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * The whole body of the CRM's answer, read to its end (a 2xx whose body stops half-way is no answer),
 * of which only the first MAX_ANSWER_BYTES are kept, so a CRM sending a huge body holds no memory.
 */
async function answerText(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (size < MAX_ANSWER_BYTES) text += decoder.decode(read.value.subarray(0, MAX_ANSWER_BYTES - size), { stream: true });
    size += read.value.byteLength;
  }
  return text + decoder.decode();
}
