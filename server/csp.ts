import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { join } from "node:path";
import { readPublicEnv, thirdPartySources, type ThirdPartySources } from "../codegen/public-env.ts";

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
    // react-aria positions overlays and hides text with style attributes; scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${(extra.connect ?? []).join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

let configured: ThirdPartySources | undefined;

/**
 * The analytics and chat origins to allow, from the same environment the build baked in (server/start.ts
 * rebuilds when they differ) and the chat script pattern of content/site.yaml. Empty when neither is
 * configured, which leaves the strict policy unchanged. Read on first use, after start.ts has built.
 */
export function configuredThirdParties(env: NodeJS.ProcessEnv = process.env): ThirdPartySources {
  if (configured) return configured;
  const publicEnv = readPublicEnv(env);
  if (!publicEnv.posthog && !publicEnv.chat) return (configured = { script: [], connect: [] });
  // Synchronous require of the generated ES module (Node 24): codegen has run by the time a server starts.
  const generated = createRequire(import.meta.url)(join(process.cwd(), "app/.generated/site.ts")) as {
    site: { chat: { scriptUrl: string } };
  };
  return (configured = thirdPartySources(publicEnv, generated.site.chat.scriptUrl));
}
