import { once } from "node:events";
import { request, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";

export interface EarlyAnswer {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Starts a form post, lets `send` write as much of its body as it likes, and resolves with the server's
 * answer whenever it comes: a server that answers before the body ends is what the oversize tests look for.
 */
export async function postUntilAnswered(
  url: string,
  headers: Record<string, string>,
  send: (req: ClientRequest, answered: Promise<IncomingMessage>) => Promise<void>,
): Promise<EarlyAnswer> {
  const req = request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });
  // A write error (the server closed the connection after answering) is expected and does not cancel the answer.
  req.on("error", () => {});
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    req.once("response", resolve);
    req.once("close", () => reject(new Error("the connection closed without an answer")));
  });
  void send(req, answered).catch(() => {});
  const response = await answered;
  const body = await new Promise<string>((resolve) => {
    let text = "";
    response
      .setEncoding("utf8")
      .on("data", (chunk: string) => (text += chunk))
      .on("end", () => resolve(text))
      .on("error", () => resolve(text));
  });
  req.destroy();
  return { status: response.statusCode, headers: response.headers, body };
}

/** Streams a form body of `total` bytes without Content-Length, stopping as soon as the server answers. */
export async function streamOversizeForm(url: string, total: number): Promise<EarlyAnswer & { sent: number }> {
  const chunk = Buffer.alloc(64 * 1024, "a");
  let sent = 0;
  const answer = await postUntilAnswered(url, { "transfer-encoding": "chunked" }, async (req, answered) => {
    let done = false;
    const stop = () => (done = true);
    answered.then(stop, stop);
    req.write("formId=migration&comments=");
    while (!done && sent < total) {
      sent += chunk.length;
      if (!req.write(chunk)) await Promise.race([once(req, "drain"), answered]).catch(() => {});
    }
  });
  return { ...answer, sent };
}
