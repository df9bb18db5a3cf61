import { request } from "node:http";

/**
 * Sends a request the way most clients do, the whole body first and only then the answer, on a
 * connection of its own, and resolves with the answer's status. Any method and Host: fetch refuses TRACE
 * and sets Host itself. A connection that closes without a whole answer rejects with the reason: a
 * client like this has lost the answer.
 */
export function sendWhole(url: string, method: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let writeError: Error | undefined;
    const req = request(
      url,
      { method, agent: false, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } },
      (response) => {
        response.resume().on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    req.on("error", (error) => (writeError = error));
    req.on("close", () => {
      const reason = writeError ? `: ${writeError.message}` : "";
      reject(new Error(`${method} ${url}: the connection closed without a whole answer${reason}`));
    });
    req.end(body);
  });
}
