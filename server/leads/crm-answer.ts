// What the CRM's answer to one delivery attempt means for the lead (docs/decisions/330-a-crm-refusal-is-not-a-delivery.md).

/** Longest stretch of the CRM's own text a lead's last error keeps: enough for a reason, not for a page. */
const MAX_CRM_TEXT = 200;

export type CrmVerdict = { delivered: true } | { delivered: false; error: string };

/**
 * A 3xx is a failure that names its Location: the outbox never follows a redirect, since following one
 * re-sends the lead (and its API key) to wherever the answer points, or turns the POST into a GET whose
 * 200 says nothing about the lead (docs/decisions/377-a-crm-redirect-is-not-a-delivery.md).
 * Any other non-2xx answer is a failure. A 2xx answer is a refusal when its body is a JSON object that says
 * `"success": false`, or that carries an `error` (anything but null, false or blank text) without saying
 * `"success": true`; the reason is `error`, else `message`. Any other 2xx (no JSON, no flag, no error)
 * delivers, as it always has: the CRM said nothing against the lead. `prefix` is the spec's wording
 * ("Failed to submit form").
 */
export function readCrmAnswer(status: number, body: string, prefix: string, location: string | null = null): CrmVerdict {
  if (status >= 300 && status <= 399) {
    const target = location === null ? "no Location" : bounded(location);
    return { delivered: false, error: `${prefix}: ${status} redirect to ${target} (not followed)` };
  }
  if (status < 200 || status > 299) {
    const detail = bounded(body.trim());
    return { delivered: false, error: `${prefix}: ${status}${detail ? ` ${detail}` : ""}` };
  }
  const answer = jsonObject(body);
  if (answer === null || answer.success === true) return { delivered: true };
  const error = present(answer.error);
  if (answer.success !== false && error === null) return { delivered: true };
  const reason = error ?? present(answer.message);
  return { delivered: false, error: `${prefix}: ${status} refused${reason === null ? "" : `: ${bounded(reason)}`}` };
}

function jsonObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The field as text, or null when it says nothing (absent, null, false, blank). */
function present(value: unknown): string | null {
  if (value === undefined || value === null || value === false) return null;
  const text = (typeof value === "string" ? value : JSON.stringify(value)).trim();
  return text === "" ? null : text;
}

/** At most MAX_CRM_TEXT characters, never cutting a character outside the BMP in half. */
function bounded(text: string): string {
  const chars = Array.from(text);
  return chars.length <= MAX_CRM_TEXT ? text : chars.slice(0, MAX_CRM_TEXT).join("");
}
