// A worker thread that keeps streaming oversize form posts at the server until told to stop, so its
// writes never delay the bench's own event loop (which times the normal requests).
import { parentPort, workerData } from "node:worker_threads";
import { streamOversizeForm } from "../support/post-until-answered.ts";

const { url, bytes } = workerData as { url: string; bytes: number };
let stopping = false;
parentPort!.once("message", () => (stopping = true));

let posts = 0;
let sent = 0;
const statuses = new Set<number | undefined>();
while (!stopping) {
  const answer = await streamOversizeForm(url, bytes);
  posts += 1;
  sent += answer.sent;
  statuses.add(answer.status);
}
parentPort!.postMessage({ posts, sent, statuses: [...statuses] });
