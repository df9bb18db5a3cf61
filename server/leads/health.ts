import { systemClock, type Clock } from "./clock.ts";
import type { StoreProbe } from "./health-probe.ts";
import { consoleLogger, type LeadLogger } from "./logger.ts";

/** The backlog is looked at this often at most; a warning is logged at most once per look. */
const MAX_MONITOR_INTERVAL_MS = 5 * 60_000;

export type HealthSettings = {
  /** Looks at the store at most once per interval, however many requests and monitor looks ask. */
  probe: StoreProbe;
  /** Whether a CRM is configured; without one every lead waits as pending by design. */
  forwarding: boolean;
  backlogWarnAfterMs: number;
  clock?: Clock;
};

export type HealthReport = {
  /** ok; backlog: the oldest undelivered lead is older than the warning age; store-unavailable: 503. */
  status: "ok" | "backlog" | "store-unavailable";
  process: { up: true; uptimeSeconds: number };
  store: { writable: boolean };
  outbox: {
    forwarding: boolean;
    pending: number | null;
    failed: number | null;
    oldestPendingAgeSeconds: number | null;
    warnAfterSeconds: number;
    /**
     * Sends made after an attempt of unknown outcome, over every lead the store holds: each may have
     * reached the CRM twice with one Idempotency-Key (docs/decisions/332-resends-are-counted.md).
     */
    resends: number | null;
  };
};

const startedAt = Date.now();

/** The store's last look (a real write, the backlog, the resends), as a report. Never rejects; an unhealthy store is a report. */
export async function readHealth(settings: HealthSettings): Promise<HealthReport> {
  return (await inspect(settings)).report;
}

/** The report, and why the store failed its write (for the log only: the report never carries it). */
async function inspect(settings: HealthSettings): Promise<{ report: HealthReport; storeError: string | null }> {
  const clock = settings.clock ?? systemClock;
  const { storeError, backlog, resends } = await settings.probe.read();
  const writable = storeError === null;
  const now = clock.now();
  const age = backlog?.oldestCreatedAt == null ? null : Math.max(0, Math.floor((now - backlog.oldestCreatedAt) / 1000));
  const tooOld = age !== null && age * 1000 > settings.backlogWarnAfterMs;
  const report: HealthReport = {
    status: !writable ? "store-unavailable" : tooOld ? "backlog" : "ok",
    process: { up: true, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) },
    store: { writable },
    outbox: {
      forwarding: settings.forwarding,
      pending: backlog?.pending ?? null,
      failed: backlog?.failed ?? null,
      oldestPendingAgeSeconds: age,
      warnAfterSeconds: Math.floor(settings.backlogWarnAfterMs / 1000),
      resends,
    },
  };
  return { report, storeError };
}

/**
 * GET /healthz: 200 while the store takes writes (an old backlog is reported, not a failure), else 503;
 * from a look at most one probe interval old.
 */
export async function healthResponse(request: Request, settings: HealthSettings): Promise<Response> {
  const headers = { "cache-control": "no-store", "content-type": "application/json; charset=utf-8" };
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(JSON.stringify({ error: "Method not allowed" }), { status: 405, headers: { ...headers, allow: "GET, HEAD" } });
  }
  const report = await readHealth(settings);
  const status = report.store.writable ? 200 : 503;
  return new Response(request.method === "HEAD" ? null : JSON.stringify(report), { status, headers });
}

/**
 * Looks at the backlog on a timer, independent of requests, and logs one warning per look while the
 * oldest undelivered lead is older than the warning age, so an operator notices held or stuck leads
 * (no CRM configured, a CRM refusing them) without anyone calling /healthz; and one error per look,
 * with the reason, while the store cannot take writes.
 */
export function startBacklogMonitor(settings: HealthSettings & { logger?: LeadLogger; intervalMs?: number }): { stop(): void } {
  const clock = settings.clock ?? systemClock;
  const logger = settings.logger ?? consoleLogger;
  const intervalMs = settings.intervalMs ?? Math.min(settings.backlogWarnAfterMs, MAX_MONITOR_INTERVAL_MS);
  let timer: unknown;
  let stopped = false;

  async function look(): Promise<void> {
    const { report, storeError } = await inspect(settings);
    if (storeError !== null) logger.error("the lead store cannot take writes; /healthz answers 503", { error: storeError });
    if (report.status === "backlog") {
      logger.warn("leads are waiting longer than LEADS_BACKLOG_WARN_AFTER; see /healthz and `npm run leads -- list`", {
        pending: report.outbox.pending,
        failed: report.outbox.failed,
        oldestPendingAgeSeconds: report.outbox.oldestPendingAgeSeconds,
        forwarding: report.outbox.forwarding,
      });
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = clock.setTimeout(() => void look().finally(schedule), intervalMs);
  }
  schedule();
  return {
    stop() {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
    },
  };
}
