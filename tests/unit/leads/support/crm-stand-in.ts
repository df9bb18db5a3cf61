import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type CrmRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown; answeredStatus: number };

/**
 * A real HTTP server on loopback standing in for the CRM. It records every request and can be told to
 * fail, drop the connection, or hold requests until released.
 */
export async function startCrmStandIn() {
  const requests: CrmRequest[] = [];
  const plan: Array<number | "drop"> = [];
  let holding: Array<() => void> | null = null;
  const waiters: Array<{ count: number; resolve: () => void }> = [];

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const next = plan.shift() ?? 201;
    const record: CrmRequest = {
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
      answeredStatus: next === "drop" ? 0 : next,
    };
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
    res.writeHead(next, { "content-type": "application/json" });
    res.end(JSON.stringify(next < 300 ? { success: true } : { error: "CRM unavailable" }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/leads`,
    requests,
    /** The next `count` requests get `status` (or a dropped connection). */
    failNext(count: number, status: number | "drop" = 503) {
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
