// A worker thread that keeps `connections` loops sending one request each, its whole answer read before
// the next, until told to stop: one address flooding the server (a GET of a static page, or a form post).
import { parentPort, workerData } from "node:worker_threads";

const { url, method, body, cookie, connections } = workerData as {
  url: string;
  method: "GET" | "POST";
  body?: string;
  cookie?: string;
  connections: number;
};
let stopping = false;
parentPort!.once("message", () => (stopping = true));

// Encoded once: the attacker's own work is not what the bench measures, and it shares this machine's cores.
const bytes = body === undefined ? undefined : new TextEncoder().encode(body);
const headers = {
  ...(bytes ? { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin } : {}),
  ...(cookie ? { cookie } : {}),
};

let requests = 0;
const statuses = new Set<number | "reset">();
async function loop() {
  while (!stopping) {
    requests += 1;
    try {
      const response = await fetch(url, { method, headers, body: bytes });
      await response.arrayBuffer();
      statuses.add(response.status);
    } catch {
      // A server that answers and closes while the body is still on its way may reset the upload first.
      statuses.add("reset");
    }
  }
}
await Promise.all(Array.from({ length: connections }, loop));
parentPort!.postMessage({ requests, statuses: [...statuses] });
