import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStoreProbe, PROBE_INTERVAL_MS } from "../../../server/leads/health-probe.ts";
import { healthResponse, readHealth, startBacklogMonitor, type HealthSettings } from "../../../server/leads/health.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { manualClock } from "./support/manual-clock.ts";
import { sqliteHarness } from "./support/sqlite.ts";
import { contactLead, type StoreHarness } from "./support/store-contract.ts";

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

describe("lead pipeline health", () => {
  let harness: StoreHarness;
  let store: LeadStore;
  let time: ReturnType<typeof manualClock>;
  let settings: HealthSettings;

  beforeEach(async () => {
    time = manualClock(T0);
    harness = sqliteHarness();
    store = await harness.open({ now: () => time.now });
    settings = { probe: createStoreProbe(store, time.clock), forwarding: false, backlogWarnAfterMs: 15 * MINUTE, clock: time.clock };
  });

  afterEach(async () => {
    await store.close();
    await harness.cleanup();
  });

  it("reports a writable store, the backlog and the age of the oldest undelivered lead", async () => {
    expect(await readHealth(settings)).toMatchObject({
      status: "ok",
      process: { up: true },
      store: { writable: true },
      outbox: { forwarding: false, pending: 0, failed: 0, oldestPendingAgeSeconds: null, warnAfterSeconds: 900 },
    });
    const { id } = await store.insert(contactLead(1), "a", { honeypot: false });
    time.advance(MINUTE);
    await store.insert(contactLead(2), "b", { honeypot: false });
    await store.markFailed(id, "500", T0 + 30 * MINUTE, "failed");
    time.advance(15 * MINUTE);
    expect(await readHealth(settings)).toMatchObject({
      status: "backlog",
      store: { writable: true },
      outbox: { pending: 1, failed: 1, oldestPendingAgeSeconds: 16 * 60 },
    });
  });

  it("answers 200 with JSON when the store takes writes, 503 when it cannot, 405 to other methods", async () => {
    const ok = await healthResponse(new Request("http://site.example/healthz"), settings);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.json()).toMatchObject({ status: "ok" });

    await store.close();
    // The store is looked at once per interval at most (docs/decisions/331-healthz-probes-once-per-interval.md).
    time.advance(PROBE_INTERVAL_MS);
    const down = await healthResponse(new Request("http://site.example/healthz"), settings);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: "store-unavailable", store: { writable: false }, outbox: { pending: null } });

    const post = await healthResponse(new Request("http://site.example/healthz", { method: "POST" }), settings);
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("warns once per look while the oldest lead waits too long, however many requests ask", async () => {
    const warnings: unknown[] = [];
    const monitor = startBacklogMonitor({ ...settings, logger: { info() {}, error() {}, warn: (message) => warnings.push(message) } });
    await store.insert(contactLead(), "k", { honeypot: false });
    const look = async () => {
      time.advance(5 * MINUTE);
      time.fireDue();
      // The next look is scheduled once this one has finished.
      await expect.poll(() => time.pendingTimers()).toEqual([5 * MINUTE]);
    };
    await look();
    await look();
    await look();
    expect(warnings).toEqual([]);
    await look();
    expect(warnings).toHaveLength(1);
    for (let n = 0; n < 50; n++) await healthResponse(new Request("http://site.example/healthz"), settings);
    expect(warnings).toHaveLength(1);
    await look();
    expect(warnings).toHaveLength(2);
    expect(String(warnings[0])).toContain("LEADS_BACKLOG_WARN_AFTER");
    monitor.stop();
    expect(time.pendingTimers()).toEqual([]);
  });

  it("logs why the store cannot take writes, once per look", async () => {
    const errors: unknown[] = [];
    const monitor = startBacklogMonitor({
      ...settings,
      logger: { info() {}, warn() {}, error: (_message, details) => errors.push(details) },
    });
    await store.close();
    time.advance(5 * MINUTE);
    time.fireDue();
    await expect.poll(() => time.pendingTimers()).toEqual([5 * MINUTE]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ error: expect.stringMatching(/not open/i) });
    monitor.stop();
  });
});
