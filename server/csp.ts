import { createHash } from "node:crypto";

/** Inline scripts that run (classic or module); JSON-LD and other data blocks never execute. */
const executableInlineScript = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!module")[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(executableInlineScript)) {
    const body = match[1] ?? "";
    if (body.length > 0) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A strict policy: scripts only from our origin or inline scripts whose exact text we hashed, so an
 * injected script cannot run even if markup slipped through. Hashes work for prerendered files and for
 * rendered responses alike, which spares a nonce that a static file could never carry.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], extra: { connect?: string[]; script?: string[] } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...(extra.script ?? [])].join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${(extra.connect ?? []).join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
