// A worker thread that keeps posting forms whose e-mail is the costliest value for its pattern, at the body
// limit, until told to stop: the attack of a quadratic validator (docs/decisions/333-linear-validators.md).
import { parentPort, workerData } from "node:worker_threads";
import { worstCaseValues } from "../support/worst-case-values.ts";
import { form as contactForm } from "#generated/forms/contact.ts";
import { CONSENT_VERSION_FIELD } from "#model/schema/consent-label.ts";

const { url, bytes, connections = 1 } = workerData as { url: string; bytes: number; connections?: number };
let stopping = false;
parentPort!.once("message", () => (stopping = true));

// The form's other fields take a few dozen bytes; the e-mail takes the rest of the body limit.
const email = worstCaseValues(bytes - 200).email[0]!;
// Encoded once: the attacker's own work is not what the bench measures, and it shares this machine's cores.
const body = new TextEncoder().encode(
  new URLSearchParams({
    formId: "contact",
    firstName: "Eve",
    subject: "Hello there",
    message: "A long enough message.",
    email,
    consent: "true",
    [CONSENT_VERSION_FIELD]: contactForm.consent.version,
  }).toString(),
);

let posts = 0;
const statuses = new Set<number | "reset">();
/** One connection's loop: a post, its whole answer, the next post. */
async function postUntilStopped() {
  while (!stopping) {
    posts += 1;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin },
        body,
      });
      await response.arrayBuffer();
      statuses.add(response.status);
    } catch {
      // A server that answers and closes while the body is still on its way may reset the upload first.
      statuses.add("reset");
    }
  }
}
await Promise.all(Array.from({ length: connections }, postUntilStopped));
parentPort!.postMessage({ posts, statuses: [...statuses] });
