import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Clock } from "../../../../server/leads/clock.ts";
import { silentLogger, type LeadLogger } from "../../../../server/leads/logger.ts";
import { startOutbox, type Outbox } from "../../../../server/leads/outbox.ts";
import type { LeadStore } from "../../../../server/leads/store.ts";
import { startCrmStandIn, type CrmStandIn } from "./crm-stand-in.ts";
import { payloads } from "./doors.ts";

/**
 * A CRM stand-in for the enclosing block, emptied before each test, and outboxes that send to it one
 * request at a time, so its planned answers meet the leads in the order they are claimed. Register it
 * after the store's hooks: its outboxes stop before the store closes.
 */
export function sequentialOutboxes() {
  let crm: CrmStandIn | undefined;
  const outboxes: Outbox[] = [];
  beforeAll(async () => {
    crm = await startCrmStandIn();
  });
  afterAll(async () => {
    await crm?.close();
  });
  beforeEach(() => {
    crm?.recover();
    crm?.requests.splice(0);
    crm?.leads.clear();
  });
  afterEach(async () => {
    for (const outbox of outboxes.splice(0)) await outbox.stop();
  });
  const standIn = (): CrmStandIn => {
    if (!crm) throw new Error("the CRM stand-in runs only inside the block's tests");
    return crm;
  };
  return {
    crm: standIn,
    start(store: LeadStore, clock: Clock, requestTimeoutMs?: number, logger: LeadLogger = silentLogger): Outbox {
      const outbox = startOutbox({
        store,
        crm: { url: standIn().url, apiKey: "main-key" },
        payloads,
        clock,
        logger,
        concurrency: 1,
        ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
      });
      outboxes.push(outbox);
      return outbox;
    },
  };
}
