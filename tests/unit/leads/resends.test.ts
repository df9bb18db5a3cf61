import { describe, expect, it } from "vitest";
import { formatJsonLines } from "../../../server/leads/format.ts";
import type { HealthReport } from "../../../server/leads/health.ts";
import { DEFAULT_LEASE_MS } from "../../../server/leads/store.ts";
import { serviceOn } from "./support/doors.ts";
import { sequentialOutboxes } from "./support/sequential-outbox.ts";
import { contactLead } from "./support/store-contract.ts";
import { bothStores, storePerTest } from "./support/stores.ts";

const T0 = 1_700_000_000_000;

describe.each(bothStores)("$name: resends", (kind) => {
  const { skip } = kind;
  const testStore = storePerTest(kind, T0);
  const outboxes = sequentialOutboxes();

  it.skipIf(skip)(
    "a lead sent again after a timed-out attempt, or after its worker died mid-attempt, counts in /healthz and the export",
    async () => {
      const { store, time } = testStore();
      const crm = outboxes.crm();
      // A worker claimed this lead and died before any outcome was written, as a SIGKILL leaves it.
      const abandoned = await store.insert(contactLead(1), "abandoned", { honeypot: false });
      expect((await store.claimDue(T0, 1, "killed-worker")).map((l) => l.id)).toEqual([abandoned.id]);
      time.set(T0 + 1);
      await store.insert(contactLead(2), "timed-out", { honeypot: false });
      await store.insert(contactLead(3), "refused", { honeypot: false });
      crm.failNext(1, "late");
      crm.failNext(1, 503);
      // Short, but long enough for a loaded machine to get the request to the stand-in before giving up.
      const outbox = outboxes.start(store, time.clock, 500);
      expect(await outbox.runOnce()).toEqual({ delivered: 0, retrying: 1, unknown: 1, failed: 0 });
      crm.answerLate();
      time.set(T0 + DEFAULT_LEASE_MS);
      expect(await outbox.runOnce()).toMatchObject({ delivered: 3 });

      const report = (await (await serviceOn(store, time.clock).health(new Request("http://site.example/healthz"))).json()) as HealthReport;
      expect(report.outbox).toMatchObject({ resends: 2 });
      const exported = formatJsonLines(await store.list())
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as { idempotencyKey: string; resends: number });
      expect(Object.fromEntries(exported.map((l) => [l.idempotencyKey, l.resends]))).toEqual({ abandoned: 1, "timed-out": 1, refused: 0 });
      // Exactly once only because the stand-in, like the CRM must, keeps one lead per Idempotency-Key.
      expect(crm.requests.filter((r) => r.headers["idempotency-key"] === "timed-out")).toHaveLength(2);
      expect(crm.leads.size).toBe(3);
    },
  );
});
