import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backoffDelayMs } from "../../../server/leads/backoff.ts";
import { payloads } from "./support/doors.ts";
import { englishConsent } from "./support/lead-examples.ts";
import type { Lead } from "../../../server/leads/kinds.ts";
import { silentLogger } from "../../../server/leads/logger.ts";
import { startOutbox, type CrmConfig, type Outbox } from "../../../server/leads/outbox.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { startCrmStandIn, type CrmStandIn } from "./support/crm-stand-in.ts";
import { manualClock } from "./support/manual-clock.ts";
import { sqliteHarness } from "./support/sqlite.ts";
import { contactLead, type StoreHarness } from "./support/store-contract.ts";

const T0 = 1_700_000_000_000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const migrationLead: Lead = {
  kind: "migration",
  locale: "en",
  fields: {
    fullName: "Grace Hopper",
    companyName: "Navy",
    email: "grace@example.com",
    phone: "+1 555 0100 22",
    tin: "123456789",
    website: "",
    comments: "",
    vms: [{ name: "web-01", cpu: 2, ram: 4, storage: 100, os: "Linux" }],
  },
  consent: englishConsent,
};

describe("outbox", () => {
  let crm: CrmStandIn;
  let harness: StoreHarness;
  let store: LeadStore;
  let time: ReturnType<typeof manualClock>;
  const outboxes: Outbox[] = [];

  const start = (config: Partial<CrmConfig> | null = {}) => {
    const outbox = startOutbox({
      store,
      crm: config === null ? null : { url: crm.url, apiKey: "main-key", ...config },
      payloads,
      clock: time.clock,
      logger: silentLogger,
      workerId: "test-worker",
    });
    outboxes.push(outbox);
    return outbox;
  };

  beforeEach(async () => {
    crm = await startCrmStandIn();
    time = manualClock(T0);
    harness = sqliteHarness();
    store = await harness.open({ now: () => time.now });
  });

  afterEach(async () => {
    for (const o of outboxes.splice(0)) await o.stop();
    await store.close();
    await harness.cleanup();
    await crm.close();
  });

  it("delivers a lead exactly once, in the spec's payload shape, with the API-key and idempotency headers", async () => {
    const { id, reference } = await store.insert(contactLead(), "idem-1", { honeypot: false });
    const outbox = start();
    expect(await outbox.runOnce()).toEqual({ delivered: 1, retrying: 0, unknown: 0, failed: 0 });
    await outbox.runOnce();

    expect(crm.requests).toHaveLength(1);
    const [request] = crm.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/leads");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["x-api-key"]).toBe("main-key");
    expect(request?.headers["idempotency-key"]).toBe("idem-1");
    expect(request?.body).toEqual({
      name: "Ada 1",
      phone: "Not provided",
      company: "Not provided",
      website: "Not provided",
      message: "Hello there\n\nA long enough message",
      source: "contact-page-form",
      email: "ada1@example.com",
      pageUrl: "https://example.com/contact",
      ref: "",
      consentVersion: "0123456789abcdef",
      consentLocale: "en",
      consentAt: new Date(T0).toISOString(),
      reference,
    });
    expect(reference).toMatch(/^SC-\w{4}-\w{4}$/);
    expect(await store.get(id)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("a migration lead is sent with the migration API key when one is configured", async () => {
    await store.insert(migrationLead, "m1", { honeypot: false });
    await start({ migrationApiKey: "migration-key" }).runOnce();
    expect(crm.requests[0]?.headers["x-api-key"]).toBe("migration-key");
    const stored = await store.list();
    expect(crm.requests[0]?.body).toEqual(payloads.payload(stored[0]!));
    expect(crm.requests[0]?.body).toMatchObject({ consentVersion: englishConsent.version, consentLocale: "en" });
  });

  it("a migration lead falls back to the main API key when no migration key is set", async () => {
    await store.insert(migrationLead, "m1", { honeypot: false });
    await start().runOnce();
    expect(crm.requests[0]?.headers["x-api-key"]).toBe("main-key");
  });

  it("after a CRM outage every lead is delivered exactly once when it recovers", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push((await store.insert(contactLead(n), `k${n}`, { honeypot: false })).id);
    crm.failNext(2, 503);
    crm.failNext(1, "drop");
    const outbox = start();

    expect(await outbox.runOnce()).toEqual({ delivered: 0, retrying: 3, unknown: 0, failed: 0 });
    expect(await outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, unknown: 0, failed: 0 });
    time.advance(3 * SECOND);
    expect(await outbox.runOnce()).toEqual({ delivered: 3, retrying: 0, unknown: 0, failed: 0 });
    time.advance(60 * MINUTE);
    await outbox.runOnce();

    const accepted = crm.requests.filter((r) => r.answeredStatus === 201).map((r) => r.headers["idempotency-key"]);
    expect(accepted.sort()).toEqual(["k0", "k1", "k2"]);
    for (const id of ids) expect(await store.get(id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("a failed attempt records the CRM's status as the lead's last error", async () => {
    const { id } = await store.insert(contactLead(), "k", { honeypot: false });
    crm.failNext(1, 502);
    await start().runOnce();
    expect((await store.get(id))?.lastError).toMatch(/^Failed to submit form: 502/);
  });

  it("retries back off 3 s, 6 s, 12 s … doubling; past the attempt limit the lead shows as failed", async () => {
    const { id } = await store.insert(contactLead(), "k", { honeypot: false });
    crm.failAlways(500);
    const outbox = start();
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      const before = crm.requests.length;
      await outbox.runOnce();
      expect(crm.requests.length).toBe(before + 1);
      const lead = await store.get(id);
      const next = lead?.nextAttemptAt ?? 0;
      gaps.push(next - time.now);
      // One millisecond early nothing is sent.
      time.set(next - 1);
      await outbox.runOnce();
      expect(crm.requests.length).toBe(before + 1);
      time.set(next);
    }
    expect(gaps).toEqual([3, 6, 12, 24, 48, 96, 192, 384, 768, 1536].map((s) => s * SECOND));
    const lead = await store.get(id);
    expect(lead).toMatchObject({ status: "failed", attempts: 10, lastOutcome: "failed" });
    expect(lead?.lastError).toMatch(/^Failed to submit form: 500/);
  });

  it("a long CRM outage strands no lead: past the attempt limit it is retried every 30 minutes until delivered", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push((await store.insert(contactLead(n), `k${n}`, { honeypot: false })).id);
    crm.failAlways(503);
    const outbox = start();
    // A day of outage: far beyond the ten attempts (about 51 minutes) after which a lead shows as failed.
    const end = T0 + 24 * 60 * MINUTE;
    const gapsAfterLimit = new Set<number>();
    while (time.now < end) {
      await outbox.runOnce();
      const leads = await Promise.all(ids.map((id) => store.get(id)));
      const next = Math.min(...leads.map((l) => l?.nextAttemptAt ?? Infinity));
      expect(next, "every lead keeps a next attempt, later than now").toBeLessThan(Infinity);
      expect(next).toBeGreaterThan(time.now);
      for (const l of leads) if ((l?.attempts ?? 0) >= 10) gapsAfterLimit.add((l?.nextAttemptAt ?? 0) - (l?.updatedAt ?? 0));
      time.set(next);
    }
    expect((await store.list({ status: "failed" })).map((l) => l.id).sort()).toEqual([...ids].sort());
    expect([...gapsAfterLimit].every((gap) => gap <= 30 * MINUTE)).toBe(true);
    expect(crm.requests.length).toBeGreaterThan(3 * 50);

    crm.recover();
    await outbox.runOnce();
    expect((await store.list({ status: "delivered" })).map((l) => l.id).sort()).toEqual([...ids].sort());
    expect([...crm.leads.keys()].sort()).toEqual(["k0", "k1", "k2"]);
  });

  it("a CRM that answers after the timeout gets each lead with one Idempotency-Key and holds it once", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push((await store.insert(contactLead(n), `slow-${n}`, { honeypot: false })).id);
    // The CRM takes every lead, then answers only after the outbox stopped waiting for it.
    crm.failNext(3, "late");
    const warnings: Array<Record<string, unknown>> = [];
    const outbox = startOutbox({
      store,
      crm: { url: crm.url, apiKey: "main-key" },
      payloads,
      clock: time.clock,
      logger: { ...silentLogger, warn: (_message, details) => warnings.push(details ?? {}) },
      workerId: "test-worker",
      // Short, but long enough for a loaded machine to get the request to the stand-in before giving up.
      requestTimeoutMs: 500,
    });
    outboxes.push(outbox);

    expect(await outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, unknown: 3, failed: 0 });
    for (const id of ids) expect(await store.get(id)).toMatchObject({ status: "pending", attempts: 1, lastOutcome: "unknown" });
    expect(warnings.map((w) => w.outcome)).toEqual(["unknown", "unknown", "unknown"]);

    time.advance(3 * SECOND);
    expect(await outbox.runOnce()).toEqual({ delivered: 3, retrying: 0, unknown: 0, failed: 0 });
    expect(crm.requests).toHaveLength(6);
    for (let n = 0; n < 3; n++) {
      const copies = crm.requests.filter((r) => (r.body as { email: string }).email === `ada${n}@example.com`);
      expect(copies.map((r) => r.headers["idempotency-key"])).toEqual([`slow-${n}`, `slow-${n}`]);
    }
    expect([...crm.leads.keys()].sort()).toEqual(["slow-0", "slow-1", "slow-2"]);
    for (const id of ids) expect(await store.get(id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("delivers with at most 8 requests in flight, and a request that hangs holds up no other lead", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 30; n++) ids.push((await store.insert(contactLead(n), `c${n}`, { honeypot: false })).id);
    crm.hold();
    const outbox = start();
    const cycle = outbox.runOnce();
    await crm.waitForRequests(8);
    // One answer frees one slot, and only one: the ninth request follows.
    crm.releaseOne();
    await crm.waitForRequests(9);
    expect(crm.maxInFlight).toBe(8);

    // The tenth request hangs; the other twenty leads still go out while it does.
    crm.failNext(1, "late");
    crm.release();
    await crm.waitForRequests(30);
    crm.answerLate();
    expect(await cycle).toMatchObject({ delivered: 30 });
    expect(crm.maxInFlight).toBe(8);
    expect(await store.list({ status: "delivered" })).toHaveLength(30);
  });

  it("the backoff delay is capped at 30 minutes", () => {
    expect([1, 2, 3, 10, 11, 12, 50, 1000].map((n) => backoffDelayMs(n))).toEqual([
      3 * SECOND,
      6 * SECOND,
      12 * SECOND,
      1536 * SECOND,
      30 * MINUTE,
      30 * MINUTE,
      30 * MINUTE,
      30 * MINUTE,
    ]);
  });

  it("a lead given up on and retried by an operator is delivered on the next cycle", async () => {
    const { id } = await store.insert(contactLead(), "k", { honeypot: false });
    await store.markFailed(id, "Failed to submit form: 500", T0 + 30 * MINUTE, "failed");
    expect(await store.retry(id)).toBe(true);
    await start().runOnce();
    expect(await store.get(id)).toMatchObject({ status: "delivered" });
    expect(crm.requests).toHaveLength(1);
  });

  it("without CRM settings nothing is forwarded and leads stay pending", async () => {
    const { id } = await store.insert(contactLead(), "k", { honeypot: false });
    const outbox = start(null);
    outbox.nudge();
    await outbox.runOnce();
    expect(crm.requests).toHaveLength(0);
    expect((await store.get(id))?.status).toBe("pending");
  });

  it("spam leads are never forwarded", async () => {
    await store.insert(contactLead(), "bot", { honeypot: true });
    await start().runOnce();
    expect(crm.requests).toHaveLength(0);
  });

  it("a nudge delivers a new lead without waiting for the poll timer", async () => {
    const outbox = start();
    const { id } = await store.insert(contactLead(), "k", { honeypot: false });
    outbox.nudge();
    await crm.waitForRequests(1);
    await outbox.stop();
    expect((await store.get(id))?.status).toBe("delivered");
  });

  it("polls on the injected clock: first at start, then every 3 seconds", async () => {
    start();
    expect(time.pendingTimers()).toEqual([0]);
    await store.insert(contactLead(), "k", { honeypot: false });
    time.fireDue();
    await crm.waitForRequests(1);
    await outboxes[0]?.runOnce();
    expect(time.pendingTimers()).toEqual([3 * SECOND]);
  });

  it("stop waits for a delivery in flight to finish and record its outcome", async () => {
    const { id } = await store.insert(contactLead(), "k", { honeypot: false });
    crm.hold();
    const outbox = start();
    outbox.nudge();
    await crm.waitForRequests(1);
    let stopped = false;
    const stopping = outbox.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    crm.release();
    await stopping;
    expect((await store.get(id))?.status).toBe("delivered");
    expect(time.pendingTimers()).toEqual([]);
  });
});
