import { describe, expect, it } from "vitest";
import { PROBE_INTERVAL_MS } from "../../../server/leads/health-probe.ts";
import { serviceOn } from "./support/doors.ts";
import { countHeartbeatWrites } from "./support/heartbeat-writes.ts";
import { bothStores, storePerTest } from "./support/stores.ts";

const T0 = 1_700_000_000_000;

describe.each(bothStores)("$name: /healthz under a flood", (kind) => {
  const { skip } = kind;
  const testStore = storePerTest(kind, T0);

  it.skipIf(skip)(
    "commits one store write per probe interval however many ask, and still answers 503 within one interval of an outage",
    async () => {
      const { store, harness, time } = testStore();
      const service = serviceOn(store, time.clock);
      const writes = await countHeartbeatWrites(harness);
      /** `count` requests at once; the statuses they got. */
      const flood = async (count: number) => {
        const answers = await Promise.all(Array.from({ length: count }, () => service.health(new Request("http://site.example/healthz"))));
        return new Set(answers.map((answer) => answer.status));
      };

      expect(await flood(200)).toEqual(new Set([200]));
      expect(await writes()).toBe(1);
      for (let n = 0; n < 20; n++) expect((await service.health(new Request("http://site.example/healthz"))).status).toBe(200);
      time.advance(PROBE_INTERVAL_MS - 1);
      expect(await flood(100)).toEqual(new Set([200]));
      expect(await writes()).toBe(1);
      time.advance(1);
      expect(await flood(100)).toEqual(new Set([200]));
      expect(await writes()).toBe(2);

      // The store goes down: within one interval every answer says so.
      await store.close();
      time.advance(PROBE_INTERVAL_MS);
      expect(await flood(100)).toEqual(new Set([503]));
    },
  );
});
