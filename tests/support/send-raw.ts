import { connect } from "node:net";

/**
 * Writes a request as raw bytes, head and body exactly as given, on a connection of its own, and resolves
 * with the answer's status. For what fetch and node:http refuse to send: control bytes in a path, a
 * header value no client library allows, Transfer-Encoding beside Content-Length. A connection that closes
 * without a status line rejects: a client like this has lost the answer.
 */
export function sendRaw(url: string, head: Buffer | string, body: Buffer | string = ""): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(Buffer.concat(chunks).toString("latin1"));
      if (status) resolve(Number(status[1]));
      else reject(new Error(`${String(head).split("\r\n")[0]}: the connection closed without an answer`));
    });
    socket.write(Buffer.concat([bytes(head), Buffer.from("\r\n\r\n"), bytes(body)]));
  });
}

const bytes = (part: Buffer | string) => (typeof part === "string" ? Buffer.from(part, "latin1") : part);
