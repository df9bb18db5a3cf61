import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Lead } from "../../../../server/leads/kinds.ts";
import { MIGRATIONS } from "../../../../server/leads/migrations.ts";
import type { LeadStore, StoreTiming } from "../../../../server/leads/store.ts";

/** One backing database (a file or a schema) that can be opened several times, as several processes would. */
export type StoreHarness = {
  open(timing: StoreTiming): Promise<LeadStore>;
  appliedVersions(): Promise<number[]>;
  /** Which SQL the backing database speaks, for statements `sql` runs. */
  dialect: "sqlite" | "postgres";
  /** Runs one statement on a connection of its own, as another process would, and returns its rows. */
  sql(statement: string): Promise<Array<Record<string, unknown>>>;
  cleanup(): Promise<void>;
};

export const contactLead = (n = 1): Lead => ({
  kind: "contact",
  locale: "en",
  fields: {
    firstName: `Ada ${n}`,
    email: `ada${n}@example.com`,
    phone: "",
    companyName: "",
    website: "",
    interest: "",
    subject: "Hello there",
    message: "A long enough message",
  },
  pageUrl: "https://example.com/contact",
  consent: { version: "0123456789abcdef", locale: "en" },
});

const LEASE_MS = 60_000;
const T0 = 1_700_000_000_000;

/** The behaviour every LeadStore must have, run against each implementation. */
export function describeLeadStoreContract(name: string, makeHarness: () => Promise<StoreHarness>): void {
  describe(`${name} lead store contract`, () => {
    let harness: StoreHarness;
    let store: LeadStore;
    const opened: LeadStore[] = [];
    let clock = T0;
    const open = async (): Promise<LeadStore> => {
      const s = await harness.open({ now: () => clock, leaseMs: LEASE_MS });
      opened.push(s);
      return s;
    };

    beforeEach(async () => {
      clock = T0;
      harness = await makeHarness();
      store = await open();
    });

    afterEach(async () => {
      for (const s of opened.splice(0)) await s.close();
      await harness.cleanup();
    });

    it("stores a new lead as pending and due at once, with its fields and page", async () => {
      const { id, duplicate } = await store.insert(contactLead(), "key-1", { honeypot: false });
      expect(duplicate).toBe(false);
      const lead = await store.get(id);
      expect(lead).toMatchObject({
        id,
        kind: "contact",
        fields: contactLead().fields,
        pageUrl: "https://example.com/contact",
        idempotencyKey: "key-1",
        status: "pending",
        attempts: 0,
        nextAttemptAt: T0,
        createdAt: T0,
      });
    });

    it("records the consent its visitor gave: the text's version, that text's language, and the time it was stored", async () => {
      const russian: Lead = { ...contactLead(), locale: "ru", consent: { version: "fedcba9876543210", locale: "ru" } };
      const { id } = await store.insert(russian, "key-consent", { honeypot: false });
      expect((await store.get(id))?.consent).toEqual({ version: "fedcba9876543210", locale: "ru", at: T0 });
      expect((await store.list()).map((lead) => lead.consent)).toEqual([{ version: "fedcba9876543210", locale: "ru", at: T0 }]);
    });

    it("records an API caller's consent that named no text as asserted: no version, but its language and time", async () => {
      const asserted: Lead = { ...contactLead(), consent: { version: null, locale: "en" } };
      const { id } = await store.insert(asserted, "key-asserted", { honeypot: false });
      expect((await store.get(id))?.consent).toEqual({ version: null, locale: "en", at: T0 });
    });

    it("gives each lead its own reference to quote, stored with it, in the unambiguous SC-XXXX-XXXX form", async () => {
      const first = await store.insert(contactLead(1), "ref-1", { honeypot: false });
      const second = await store.insert(contactLead(2), "ref-2", { honeypot: false });
      expect(first.reference).toMatch(/^SC-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
      expect(second.reference).not.toBe(first.reference);
      expect((await store.get(first.id))?.reference).toBe(first.reference);
      // Two leads of one millisecond may list in either order: what matters is that each keeps its own.
      expect((await store.list()).map((lead) => lead.reference).sort()).toEqual([first.reference, second.reference].sort());
    });

    it("a repeated idempotency key returns the first lead's id and stores nothing new", async () => {
      const first = await store.insert(contactLead(1), "same", { honeypot: false });
      const again = await store.insert(contactLead(1), "same", { honeypot: false });
      expect(again).toEqual({ id: first.id, duplicate: true, sameRequest: true, reference: first.reference });
      expect(await store.list()).toHaveLength(1);
    });

    it("a key reused for a different lead is reported as not the same request", async () => {
      const first = await store.insert(contactLead(1), "reused", { honeypot: false });
      const other = await store.insert(contactLead(2), "reused", { honeypot: false });
      expect(other).toEqual({ id: first.id, duplicate: true, sameRequest: false, reference: first.reference });
      expect((await store.get(first.id))?.fields).toEqual(contactLead(1).fields);
    });

    it("concurrent inserts with one key store exactly one lead", async () => {
      const results = await Promise.all(Array.from({ length: 8 }, () => store.insert(contactLead(), "race", { honeypot: false })));
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      expect(await store.list()).toHaveLength(1);
    });

    it("with a same-content window, the same kind and fields stored within it are the first lead, whatever the key", async () => {
      const window = { honeypot: false, sameContentWithinMs: 600_000 };
      const first = await store.insert(contactLead(1), "nojs-a", window);
      clock = T0 + 599_999;
      expect(await store.insert(contactLead(1), "nojs-b", window)).toEqual({
        id: first.id,
        duplicate: true,
        sameRequest: true,
        reference: first.reference,
      });
      expect((await store.insert(contactLead(2), "nojs-c", window)).duplicate).toBe(false);
      clock = T0 + 600_000;
      expect((await store.insert(contactLead(1), "nojs-d", window)).duplicate).toBe(false);
      // Without the window only the key counts.
      expect((await store.insert(contactLead(2), "keyed", { honeypot: false })).duplicate).toBe(false);
      expect(await store.list()).toHaveLength(4);
    });

    it("identical posts at once with a same-content window store one lead", async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, n) => store.insert(contactLead(), `nojs-${n}`, { honeypot: false, sameContentWithinMs: 600_000 })),
      );
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(await store.list()).toHaveLength(1);
    });

    it("a honeypot lead is kept as spam and never claimed for delivery", async () => {
      const { id } = await store.insert(contactLead(), "bot", { honeypot: true });
      expect((await store.get(id))?.status).toBe("spam");
      expect(await store.claimDue(T0 + 10 * LEASE_MS, 10, "w")).toEqual([]);
    });

    it("a claimed lead is leased: not claimed again until the lease ends", async () => {
      const { id } = await store.insert(contactLead(), "k", { honeypot: false });
      const claimed = await store.claimDue(T0, 10, "worker-a");
      expect(claimed.map((l) => l.id)).toEqual([id]);
      expect(claimed[0]).toMatchObject({ leaseOwner: "worker-a", leaseUntil: T0 + LEASE_MS });
      expect(await store.claimDue(T0 + LEASE_MS - 1, 10, "worker-b")).toEqual([]);
      const reclaimed = await store.claimDue(T0 + LEASE_MS, 10, "worker-b");
      expect(reclaimed.map((l) => l.leaseOwner)).toEqual(["worker-b"]);
    });

    it("claims at most the limit, oldest due first", async () => {
      const ids: string[] = [];
      for (let n = 0; n < 5; n++) {
        clock = T0 + n;
        ids.push((await store.insert(contactLead(n), `k${n}`, { honeypot: false })).id);
      }
      const claimed = await store.claimDue(T0 + 10, 3, "w");
      expect(claimed.map((l) => l.id)).toEqual(ids.slice(0, 3));
    });

    it("a delivered lead records its attempt and is never claimed again", async () => {
      const { id } = await store.insert(contactLead(), "k", { honeypot: false });
      await store.claimDue(T0, 10, "w");
      clock = T0 + 5;
      await store.markDelivered(id);
      expect(await store.get(id)).toMatchObject({ status: "delivered", attempts: 1, deliveredAt: T0 + 5, leaseOwner: null });
      expect(await store.claimDue(T0 + 10 * LEASE_MS, 10, "w")).toEqual([]);
    });

    it("a failed attempt counts, keeps the error and waits until the next attempt time", async () => {
      const { id } = await store.insert(contactLead(), "k", { honeypot: false });
      await store.claimDue(T0, 10, "w");
      await store.markAttemptFailed(id, "Failed to submit form: 502", T0 + 3000, "failed");
      expect(await store.get(id)).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: "Failed to submit form: 502",
        lastOutcome: "failed",
        nextAttemptAt: T0 + 3000,
        leaseOwner: null,
      });
      expect(await store.claimDue(T0 + 2999, 10, "w")).toEqual([]);
      expect((await store.claimDue(T0 + 3000, 10, "w")).map((l) => l.id)).toEqual([id]);
    });

    it("an attempt without an answer is recorded as unknown, not failed", async () => {
      const { id } = await store.insert(contactLead(), "k", { honeypot: false });
      await store.markAttemptFailed(id, "no answer within 10000 ms", T0 + 3000, "unknown");
      expect(await store.get(id)).toMatchObject({ status: "pending", attempts: 1, lastOutcome: "unknown" });
    });

    it("a lead past the attempt limit shows as failed, is still claimed when due, and can be put back as due now", async () => {
      const { id } = await store.insert(contactLead(), "k", { honeypot: false });
      await store.markFailed(id, "Failed to submit form: 500", T0 + 30 * 60_000, "failed");
      expect(await store.get(id)).toMatchObject({
        status: "failed",
        attempts: 1,
        lastError: "Failed to submit form: 500",
        nextAttemptAt: T0 + 30 * 60_000,
      });
      expect((await store.list({ status: "failed" })).map((l) => l.id)).toEqual([id]);
      expect(await store.claimDue(T0 + 30 * 60_000 - 1, 10, "w")).toEqual([]);
      expect((await store.claimDue(T0 + 30 * 60_000, 10, "w")).map((l) => l.id)).toEqual([id]);

      clock = T0 + 1000;
      expect(await store.retry(id)).toBe(true);
      expect(await store.get(id)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: T0 + 1000 });
      expect((await store.claimDue(T0 + 1000, 10, "w")).map((l) => l.id)).toEqual([id]);
    });

    it("a lead claimed again after an attempt of unknown outcome counts one resend: a timeout, or a lease that ran out", async () => {
      const timedOut = await store.insert(contactLead(1), "timed-out", { honeypot: false });
      const abandoned = await store.insert(contactLead(2), "abandoned", { honeypot: false });
      const refused = await store.insert(contactLead(3), "refused", { honeypot: false });
      expect(await store.claimDue(T0, 10, "w")).toHaveLength(3);
      expect(await store.resendCount()).toBe(0);
      await store.markAttemptFailed(timedOut.id, "no answer within 10000 ms", T0 + 3000, "unknown");
      await store.markAttemptFailed(refused.id, "Failed to submit form: 503", T0 + 3000, "failed");
      // `abandoned` gets no outcome: its worker died mid-attempt, and its lease runs out.
      const again = await store.claimDue(T0 + LEASE_MS, 10, "w2");
      expect(Object.fromEntries(again.map((l) => [l.idempotencyKey, l.resends]))).toEqual({ "timed-out": 1, abandoned: 1, refused: 0 });
      await store.markDelivered(timedOut.id);
      await store.markDelivered(abandoned.id);
      await store.markDelivered(refused.id);
      expect(await store.resendCount()).toBe(2);
      expect(await store.get(abandoned.id)).toMatchObject({ status: "delivered", resends: 1 });
    });

    it("retryFailed puts back the failed leads created before the given time, and only those", async () => {
      const old = await store.insert(contactLead(1), "old", { honeypot: false });
      clock = T0 + 60_000;
      const recent = await store.insert(contactLead(2), "recent", { honeypot: false });
      const pending = await store.insert(contactLead(3), "pending", { honeypot: false });
      await store.markFailed(old.id, "500", T0 + 30 * 60_000, "failed");
      await store.markFailed(recent.id, "500", T0 + 30 * 60_000, "failed");
      expect(await store.retryFailed(T0 + 1)).toBe(1);
      expect(await store.get(old.id)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: T0 + 60_000 });
      expect((await store.get(recent.id))?.status).toBe("failed");
      expect(await store.retryFailed(Number.MAX_SAFE_INTEGER)).toBe(1);
      expect((await store.get(pending.id))?.attempts).toBe(0);
    });

    it("retry refuses a lead that is not failed, and an unknown id", async () => {
      const { id } = await store.insert(contactLead(), "k", { honeypot: false });
      expect(await store.retry(id)).toBe(false);
      expect(await store.retry("no-such-lead")).toBe(false);
      expect(await store.get("no-such-lead")).toBeUndefined();
    });

    it("list filters by status and keeps creation order", async () => {
      const a = await store.insert(contactLead(1), "a", { honeypot: false });
      clock += 1;
      const b = await store.insert(contactLead(2), "b", { honeypot: true });
      clock += 1;
      const c = await store.insert(contactLead(3), "c", { honeypot: false });
      expect((await store.list()).map((l) => l.id)).toEqual([a.id, b.id, c.id]);
      expect((await store.list({ status: "pending" })).map((l) => l.id)).toEqual([a.id, c.id]);
      expect((await store.list({ status: "spam" })).map((l) => l.id)).toEqual([b.id]);
    });

    it("pages walk the leads in list order, ties in creation time included, each lead once", async () => {
      const ids: string[] = [];
      // Three leads share each millisecond: a page may end between two of them.
      for (let n = 0; n < 7; n++) {
        clock = T0 + Math.floor(n / 3);
        ids.push((await store.insert(contactLead(n), `page-${n}`, { honeypot: n === 4 })).id);
      }
      const walk = async (status?: "pending") => {
        const seen: string[] = [];
        for (let page = await store.listPage({ status }, null, 2); page.length > 0;) {
          seen.push(...page.map((l) => l.id));
          const last = page.at(-1);
          page = last ? await store.listPage({ status }, { createdAt: last.createdAt, id: last.id }, 2) : [];
        }
        return seen;
      };
      expect(await walk()).toEqual((await store.list()).map((l) => l.id));
      expect((await walk()).sort()).toEqual([...ids].sort());
      expect(await walk("pending")).toEqual((await store.list({ status: "pending" })).map((l) => l.id));
      expect(await walk("pending")).toHaveLength(6);
    });

    it("reopening applies no migration twice and keeps the data", async () => {
      const { id } = await store.insert(contactLead(), "k", { honeypot: false });
      const [again, third] = await Promise.all([open(), open()]);
      expect(await again?.get(id)).toBeDefined();
      expect(await third?.get(id)).toBeDefined();
      expect(await harness.appliedVersions()).toEqual(MIGRATIONS.map((m) => m.version));
    });

    it("every opening of one store signs sent notes with the one key its migration wrote, long and random", async () => {
      const [again, third] = await Promise.all([open(), open()]);
      const key = await store.sentNoteSecret();
      expect(key).toMatch(/^[0-9a-f]{64,}$/);
      expect([await again?.sentNoteSecret(), await third?.sentNoteSecret()]).toEqual([key, key]);
    });

    it("counts a client's posts: a minute's worth at once, then how long to wait, refilling steadily", async () => {
      const take = (key: string, at: number) => store.countPost(key, 3, at);
      expect(await Promise.all([T0, T0 + 1, T0 + 2].map((at) => take("198.51.100.7", at)))).toEqual([
        { allowed: true },
        { allowed: true },
        { allowed: true },
      ]);
      expect(await take("198.51.100.7", T0 + 3)).toEqual({ allowed: false, retryAfterSeconds: 20 });
      // One post per 20 s comes back: not yet at 19 s, at 20 s.
      expect((await take("198.51.100.7", T0 + 19_000)).allowed).toBe(false);
      expect((await take("198.51.100.7", T0 + 20_003)).allowed).toBe(true);
      // Another client has its own budget.
      expect((await take("198.51.100.8", T0 + 20_003)).allowed).toBe(true);
    });

    it("posts of one client counted at once spend each token once", async () => {
      const decisions = await Promise.all(Array.from({ length: 20 }, () => store.countPost("203.0.113.5", 5, T0)));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    });

    it("two workers claiming at once never get the same lead", async () => {
      for (let n = 0; n < 40; n++) await store.insert(contactLead(n), `k${n}`, { honeypot: false });
      const other = await open();
      const drain = async (s: LeadStore, worker: string): Promise<string[]> => {
        const got: string[] = [];
        for (;;) {
          const batch = await s.claimDue(T0, 7, worker);
          if (batch.length === 0) return got;
          got.push(...batch.map((l) => l.id));
        }
      };
      const [a, b] = await Promise.all([drain(store, "a"), drain(other, "b")]);
      expect(a.filter((id) => b.includes(id))).toEqual([]);
      expect(new Set([...a, ...b]).size).toBe(40);
      expect(a.length + b.length).toBe(40);
    });
  });
}
