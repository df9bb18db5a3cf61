import { request as httpRequest, type Agent, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";

export interface WholeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body's bytes as the server sent them, undecoded (a brotli page stays brotli). */
  bytes: Buffer;
  /** The same bytes read as UTF-8. */
  text: string;
}

interface Sent {
  method: string;
  headers?: Record<string, string>;
  body?: string;
  /** A keep-alive agent to see whether the server keeps the connection; by default a connection of its own. */
  agent?: Agent;
  /**
   * Gives up when no byte arrives for this long. An answer shorter than its Content-Length never ends:
   * a browser waits until it gives up, and so does this, rejecting.
   */
  stallMs?: number;
  /** The client's own address (127.0.0.2, say): a visitor other than the machine itself. */
  localAddress?: string;
}

/**
 * Sends a request the way most clients do, the whole body first and only then the answer, and resolves
 * with the whole answer. The path goes exactly as written (fetch would normalise "//about"), with any
 * method and Host (fetch refuses TRACE and sets Host itself), over http or https (the tests' certificates
 * are self-signed). A connection that closes without a whole answer rejects with the reason: a client
 * like this has lost the answer.
 */
export function requestWhole(url: string, { method, headers = {}, body = "", agent, stallMs, localAddress }: Sent): Promise<WholeAnswer> {
  const request = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let writeError: Error | undefined;
    const options = {
      method,
      agent: agent ?? false,
      rejectUnauthorized: false,
      ...(localAddress === undefined ? {} : { localAddress }),
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
    };
    const req = request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, text: bytes.toString("utf8") });
      });
    });
    if (stallMs !== undefined) req.setTimeout(stallMs, () => req.destroy(new Error(`no byte for ${stallMs} ms`)));
    req.on("error", (error) => (writeError = error));
    req.on("close", () => {
      const reason = writeError ? `: ${writeError.message}` : "";
      reject(new Error(`${method} ${url}: the connection closed without a whole answer${reason}`));
    });
    req.end(body);
  });
}

/** requestWhole's status alone. */
export function sendWhole(url: string, method: string, headers: Record<string, string>, body: string): Promise<number> {
  return requestWhole(url, { method, headers, body }).then((answer) => answer.status);
}
