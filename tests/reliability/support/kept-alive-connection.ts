import { connect, type Socket } from "node:net";

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * One kept-alive HTTP/1.1 connection written to as raw bytes, as a proxy keeps one to the server and sends
 * request after request on it: `send` writes bytes, `answer` resolves with the next whole answer (by its
 * Content-Length) or rejects when the connection ends without one.
 */
export async function keptAliveConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = Buffer.alloc(0);
  let ended = false;
  const waiting: Array<() => void> = [];
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  socket.on("data", (chunk: Buffer) => ((received = Buffer.concat([received, chunk])), wake()));
  socket.on("error", () => socket.destroy());
  socket.on("close", () => ((ended = true), wake()));

  /** The first whole answer in what has arrived, taken off it; undefined while it is not all there. */
  function takeAnswer(): RawAnswer | undefined {
    const headEnd = received.indexOf("\r\n\r\n");
    if (headEnd < 0) return undefined;
    const [statusLine = "", ...lines] = received.subarray(0, headEnd).toString("latin1").split("\r\n");
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
    );
    const length = Number(headers["content-length"] ?? 0);
    if (received.length < headEnd + 4 + length) return undefined;
    const body = received.subarray(headEnd + 4, headEnd + 4 + length).toString("utf8");
    received = received.subarray(headEnd + 4 + length);
    return { status: Number(statusLine.split(" ")[1]), headers, body };
  }

  return {
    send(bytes: string): void {
      socket.write(bytes);
    },
    async answer(): Promise<RawAnswer> {
      for (;;) {
        const answer = takeAnswer();
        if (answer) return answer;
        if (ended) throw new Error("the connection closed without an answer");
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    /** Resolves once the server has closed the connection. */
    closed(): Promise<void> {
      return ended ? Promise.resolve() : new Promise((resolve) => socket.once("close", () => resolve()));
    },
    destroy(): void {
      socket.destroy();
    },
  };
}
