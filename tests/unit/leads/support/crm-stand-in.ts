import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

type CrmRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown; answeredStatus: number };

/**
 * What the stand-in does with the next request: answer with a status, drop the connection, or "late":
 * take the lead, then answer only once the client has given up waiting (or `answerLate()` is called).
 * `{ refuse }`: keep nothing and answer 200 `{"success": false, "error": refuse}`, as a CRM that turns a
 * lead down does; `{ status, body }`: take the lead (when 2xx) and answer exactly that; `{ redirect,
 * location }`: keep nothing and answer that 3xx status pointing at `location`; "trickle": take the lead
 * and answer 200, then send its body a byte at a time, never finishing, until the client gives up.
 */
export type CrmAnswer =
  number | "drop" | "late" | "trickle" | { refuse: string } | { status: number; body: string } | { redirect: number; location: string };

/** The status and body the stand-in answers with, and whether it keeps the lead (a 2xx that is no refusal). */
function answerOf(next: CrmAnswer, repeat: boolean): { status: number; body: string; keeps: boolean } {
  if (typeof next === "object") {
    if ("redirect" in next) return { status: next.redirect, body: "Moved", keeps: false };
    if ("refuse" in next) return { status: 200, body: JSON.stringify({ success: false, error: next.refuse }), keeps: false };
    return { ...next, keeps: next.status >= 200 && next.status < 300 };
  }
  const status = next === "drop" ? 0 : next === "late" ? 201 : next === "trickle" ? 200 : next < 300 && repeat ? 200 : next;
  const ok = status >= 200 && status < 300;
  return {
    status,
    body: JSON.stringify(ok ? { success: true, ...(repeat ? { duplicate: true } : {}) } : { error: "CRM unavailable" }),
    keeps: ok,
  };
}

/**
 * A real HTTP server on loopback standing in for the CRM. It records every request, keeps each lead it
 * accepts once per Idempotency-Key as a real CRM would (a repeat is answered 200 and not kept again),
 * and can be told to fail, drop the connection, answer late, or hold requests until released.
 */
export async function startCrmStandIn() {
  const requests: CrmRequest[] = [];
  /** The leads the CRM holds, by Idempotency-Key. */
  const leads = new Map<string, unknown>();
  const plan: CrmAnswer[] = [];
  let holding: Array<() => void> | null = null;
  let late: Array<() => void> = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer(async (req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.once("close", () => inFlight--);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const next = plan.shift() ?? 201;
    const body = raw ? (JSON.parse(raw) as unknown) : undefined;
    const key = String(req.headers["idempotency-key"] ?? "");
    const repeat = key !== "" && leads.has(key);
    const answer = answerOf(next, repeat);
    const record: CrmRequest = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body, answeredStatus: answer.status };
    if (answer.keeps && !repeat) leads.set(key, body);
    requests.push(record);
    for (const w of waiters.filter((w) => requests.length >= w.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
    if (holding) await new Promise<void>((release) => holding?.push(release));
    if (next === "drop") {
      req.socket.destroy();
      return;
    }
    if (next === "late") {
      await new Promise<void>((respond) => {
        late.push(respond);
        res.once("close", respond);
      });
      if (res.destroyed) return;
    }
    if (next === "trickle") {
      res.writeHead(answer.status, { "content-type": "application/json" });
      const drip = setInterval(() => res.write(" "), 50);
      res.once("close", () => clearInterval(drip));
      res.write("{");
      return;
    }
    const location = typeof next === "object" && "redirect" in next ? { location: next.location } : {};
    res.writeHead(answer.status, { "content-type": "application/json", ...location });
    res.end(answer.body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/leads`,
    requests,
    leads,
    /** The most requests that were open at the same moment. */
    get maxInFlight() {
      return maxInFlight;
    },
    /** The next `count` requests get `status` (or a dropped connection, or a late answer). */
    failNext(count: number, status: CrmAnswer = 503) {
      for (let i = 0; i < count; i++) plan.push(status);
    },
    failAlways(status = 503) {
      for (let i = 0; i < 1000; i++) plan.push(status);
    },
    /** Ends an outage: every request from now on succeeds. */
    recover() {
      plan.length = 0;
    },
    hold() {
      holding = [];
    },
    release() {
      const pending = holding ?? [];
      holding = null;
      for (const r of pending) r();
    },
    /** Lets the oldest held request go on; later ones stay held. */
    releaseOne() {
      holding?.shift()?.();
    },
    /** Answers every request that is waiting for its late answer. */
    answerLate() {
      const pending = late;
      late = [];
      for (const answer of pending) answer();
    },
    /** Resolves once at least `count` requests have arrived in total. */
    waitForRequests(count: number): Promise<void> {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

export type CrmStandIn = Awaited<ReturnType<typeof startCrmStandIn>>;
