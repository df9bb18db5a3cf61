import type { IncomingMessage } from "node:http";
import { MAX_FORM_BODY_BYTES } from "./body-limit.ts";

/**
 * How much of a body the server reads and throws away before an answer it gives early (a refusal, a 413):
 * room for a whole form post over the limit, but never an upload's worth. Nothing read is kept.
 */
export const DRAIN_LIMIT_BYTES = 4 * MAX_FORM_BODY_BYTES;
const DRAIN_LIMIT_MS = 10_000;

/**
 * Reads and discards what is left of a request body, so that an early answer reaches a client that sends
 * its whole body before it reads (Node's http client, curl, most scripts). A connection closed over
 * unread bytes is reset by the kernel, and such a client loses the answer in a write error (decision
 * 010). Resolves true once the body has ended; false at once when it is chunked or declares more than
 * the limit, or as soon as the client stalls: that connection must close.
 */
export function drainUnreadBody(req: IncomingMessage, limitBytes = DRAIN_LIMIT_BYTES, limitMs = DRAIN_LIMIT_MS): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  // Only a body of known length within the bound is drained (no Content-Length and no Transfer-Encoding
  // is an empty body). A chunked stream is answered at once, as a body declared too long is: such a
  // sender reads while it sends, or it would never stop.
  if (req.headers["transfer-encoding"] !== undefined) return Promise.resolve(false);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (!Number.isFinite(declared) || declared > limitBytes) return Promise.resolve(false);
  // The parser holds the body to its declared length, so the bound on bytes needs no count here.
  return new Promise((resolve) => {
    const stalled = setTimeout(() => finish(false), limitMs);
    const onEnd = () => finish(true);
    const onClose = () => finish(req.complete);
    function finish(ended: boolean) {
      clearTimeout(stalled);
      req.off("end", onEnd).off("close", onClose);
      // A stalled client is no longer read: one that reads while it sends is then held waiting, not
      // caught mid-write, when the answer comes and the connection closes.
      if (!ended) req.pause();
      resolve(ended);
    }
    req.once("end", onEnd).once("close", onClose);
    // Flowing with no "data" listener: each chunk is read and dropped.
    req.resume();
  });
}
