import { randomUUID } from "node:crypto";
import { sameOriginPageUrl } from "./page-url.ts";
import type { Submission } from "./submit.ts";

/** Within this long, an identical post without JavaScript (a double click, a reload) is the same lead. */
export const NO_JS_SAME_CONTENT_WINDOW_MS = 10 * 60 * 1000;

/**
 * What a form post says about its lead besides the fields: how repeats are recognised, and the page.
 * The browser sends a random key per form fill. A prerendered page cannot carry one for visitors
 * without JavaScript, so their repeat is recognised by its content within a sliding 10-minute window
 * (docs/decisions/108-sliding-duplicate-window.md).
 */
export function formPostSubmission(
  request: Request,
  formData: FormData,
  formId: string,
): Pick<Submission, "idempotencyKey" | "sameContentWithinMs" | "pageUrl"> {
  const pageUrl = sameOriginPageUrl(request.headers.get("referer") ?? request.url, [request.url]);
  const sent = formData.get("idempotencyKey");
  if (typeof sent === "string" && /^[\w-]{8,100}$/.test(sent)) return { idempotencyKey: `form:${formId}:${sent}`, pageUrl };
  return { idempotencyKey: `nojs:${formId}:${randomUUID()}`, sameContentWithinMs: NO_JS_SAME_CONTENT_WINDOW_MS, pageUrl };
}
