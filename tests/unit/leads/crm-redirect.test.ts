import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatTable } from "../../../server/leads/format.ts";
import type { LeadLogger } from "../../../server/leads/logger.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { startCrmStandIn, type CrmStandIn } from "./support/crm-stand-in.ts";
import type { manualClock } from "./support/manual-clock.ts";
import { sequentialOutboxes } from "./support/sequential-outbox.ts";
import { contactLead } from "./support/store-contract.ts";
import { bothStores, storePerTest } from "./support/stores.ts";

const T0 = 1_700_000_000_000;
const SECOND = 1000;

describe.each(bothStores)("$name: delivery means the CRM said yes", (kind) => {
  const { skip } = kind;
  const testStore = storePerTest(kind, T0);
  const outboxes = sequentialOutboxes();
  /** Another origin a redirect points at: it must never see a lead or the API key. */
  let elsewhere: CrmStandIn;
  let crm: CrmStandIn;
  let store: LeadStore;
  let time: ReturnType<typeof manualClock>;
  const warnings: Array<Record<string, unknown>> = [];
  const logger: LeadLogger = { info() {}, error() {}, warn: (_message, details) => warnings.push(details ?? {}) };

  beforeAll(async () => {
    if (!skip) elsewhere = await startCrmStandIn();
  });
  afterAll(async () => {
    await elsewhere?.close();
  });
  beforeEach(() => {
    if (skip) return;
    ({ store, time } = testStore());
    crm = outboxes.crm();
    elsewhere.requests.splice(0);
    warnings.splice(0);
  });

  it.skipIf(skip)(
    "a 301, 302, 303, 307 or 308 to another origin is a failure logged with its Location: nothing goes there, the lead is retried",
    async () => {
      const statuses = [301, 302, 303, 307, 308];
      const ids: string[] = [];
      for (const [n, status] of statuses.entries()) {
        time.set(T0 + n);
        ids.push((await store.insert(contactLead(n), `redirected-${n}`, { honeypot: false })).id);
        crm.failNext(1, { redirect: status, location: elsewhere.url.replace("/leads", `/moved-${status}`) });
      }
      const outbox = outboxes.start(store, time.clock, undefined, logger);
      expect(await outbox.runOnce()).toEqual({ delivered: 0, retrying: statuses.length, unknown: 0, failed: 0 });

      expect(elsewhere.requests, "the other origin was never contacted").toEqual([]);
      const table = formatTable(await store.list());
      for (const [n, status] of statuses.entries()) {
        const location = elsewhere.url.replace("/leads", `/moved-${status}`);
        const error = `Failed to submit form: ${status} redirect to ${location} (not followed)`;
        expect(await store.get(ids[n] ?? "")).toMatchObject({ status: "pending", attempts: 1, lastOutcome: "failed", lastError: error });
        // What `npm run leads -- list` prints: the Location is there for the operator to fix CRM_URL.
        expect(table).toContain(error);
        expect(warnings[n]).toMatchObject({ id: ids[n], outcome: "failed", error });
      }

      // Retried on schedule to the configured CRM only, with the same key, until it says yes.
      time.set(T0 + 10 * SECOND);
      expect(await outbox.runOnce()).toEqual({ delivered: statuses.length, retrying: 0, unknown: 0, failed: 0 });
      expect(elsewhere.requests).toEqual([]);
      expect(crm.requests.every((r) => r.method === "POST" && r.url === "/leads" && r.headers["x-api-key"] === "main-key")).toBe(true);
      expect([...crm.leads.keys()].sort()).toEqual(statuses.map((_, n) => `redirected-${n}`).sort());
      for (const id of ids) expect(await store.get(id)).toMatchObject({ status: "delivered", attempts: 2 });
    },
  );

  it.skipIf(skip)("a 2xx whose body trickles past the deadline is no delivery: the lead is retried with the same key", async () => {
    const { id } = await store.insert(contactLead(1), "trickled-1", { honeypot: false });
    crm.failNext(1, "trickle");
    // Short, but long enough for a loaded machine to get the request to the stand-in before giving up.
    const outbox = outboxes.start(store, time.clock, 500, logger);
    expect(await outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, unknown: 1, failed: 0 });
    const lead = await store.get(id);
    expect(lead).toMatchObject({ status: "pending", attempts: 1, lastOutcome: "unknown" });
    expect(lead?.lastError).toBe("Failed to submit form to CRM: 200 answer did not arrive whole within 500 ms");
    expect(formatTable(await store.list())).toContain("200 answer did not arrive whole within 500 ms");

    time.set(T0 + 3 * SECOND);
    // The retry is an ordinary delivery: a deadline a loaded machine cannot miss, so only the first counts.
    const patient = outboxes.start(store, time.clock, 30_000, logger);
    expect(await patient.runOnce()).toEqual({ delivered: 1, retrying: 0, unknown: 0, failed: 0 });
    expect(crm.requests.map((r) => r.headers["idempotency-key"])).toEqual(["trickled-1", "trickled-1"]);
    expect(await store.get(id)).toMatchObject({ status: "delivered", attempts: 2 });
  });
});
