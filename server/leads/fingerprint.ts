import { createHash } from "node:crypto";
import type { Lead } from "./kinds.ts";

/**
 * A stable hash of what a request asked for, stored next to its idempotency key so a key reused for a
 * different lead can be told apart from an honest retry.
 */
export function leadFingerprint(lead: Lead): string {
  return createHash("sha256")
    .update(canonicalJson({ kind: lead.kind, fields: lead.fields, pageUrl: lead.pageUrl ?? null }))
    .digest("hex");
}

/** What a lead says, without where it came from: two posts of the same form content share it. */
export function contentFingerprint(lead: Lead): string {
  return createHash("sha256")
    .update(canonicalJson({ kind: lead.kind, fields: lead.fields }))
    .digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
