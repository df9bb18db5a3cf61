import { request } from "node:http";

export interface WholeAnswer {
  status: number;
  text: string;
}

/**
 * Sends a request the way most clients do, the whole body first and only then the answer, on a
 * connection of its own; any method and Host (fetch refuses TRACE and sets Host itself). A connection
 * that closes without a whole answer rejects with the reason: a client like this has lost the answer.
 */
export function sendWhole(url: string, method: string, headers: Record<string, string>, body: string): Promise<WholeAnswer> {
  return new Promise((resolve, reject) => {
    let writeError: Error | undefined;
    const req = request(
      url,
      { method, agent: false, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } },
      (response) => {
        let text = "";
        response
          .setEncoding("utf8")
          .on("data", (chunk: string) => (text += chunk))
          .on("end", () => resolve({ status: response.statusCode ?? 0, text }));
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
