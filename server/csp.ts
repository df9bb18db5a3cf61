import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_ENV_FILE, parseBuildEnv, thirdPartySources, type ThirdPartySources } from "../codegen/public-env.ts";

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

/**
 * The analytics and chat origins to allow: those the build baked into its pages (its build-env.json,
 * written from the same environment; server/start.ts rebuilds when they differ) with the chat script
 * pattern of the build's site settings. Empty when neither is configured, which leaves the policy strict.
 */
export function builtThirdParties(buildDir: string, chatScriptUrl: string): ThirdPartySources {
  const file = join(buildDir, BUILD_ENV_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` again.`);
  return thirdPartySources(parseBuildEnv(readFileSync(file, "utf8")), chatScriptUrl);
}
