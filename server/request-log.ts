import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";

const tallied = new WeakSet<ServerResponse>();

/** A response counted in a tally (server/refusal-tally.ts) instead of a line of its own. */
export function logInTally(res: ServerResponse): void {
  tallied.add(res);
}

/**
 * One structured line per request, written when the response has finished: 5xx at error, anything the client
 * caused at info. With `everyRequest` false (`npm run dev`), only requests that failed (status 400 and up).
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, everyRequest = true): void {
  const started = performance.now();
  res.once("finish", () => {
    if (tallied.has(res) || (!everyRequest && res.statusCode < 400)) return;
    const line = {
      level: res.statusCode >= 500 ? "error" : "info",
      event: "request",
      method: req.method,
      path: (req.url ?? "/").split("?")[0],
      status: res.statusCode,
      ...(res.statusCode >= 400 ? { reason: res.statusMessage || STATUS_CODES[res.statusCode] } : {}),
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  });
}
