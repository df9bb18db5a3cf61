import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_ENV_FILE, parseBuildEnv, thirdPartySources, type ThirdPartySources } from "#model/public-env.ts";

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
    // Anything not named below comes from this origin only.
    "default-src 'self'",
    // The page script and the islands bundle are our files; the hashes admit each page's inline scripts
    // (the small one that loads the page script after the first paint); `extra.script` is the analytics
    // and chat origins, only when the build was configured with them (builtThirdParties).
    `script-src 'self' ${[...scriptHashes, ...(extra.script ?? [])].join(" ")}`.trim(),
    // Inline styles (decision 415), of three kinds: each page's stylesheets, inlined as <style> blocks by
    // the build (release/inline-stylesheets.ts), which hashes could admit; style attributes computed per
    // element (the home map's pin positions, each info tooltip's anchor name), which hashes admit only
    // with 'unsafe-hashes'; and <style> elements that posthog-js and the chat widget insert at run time
    // (and Vite in `npm run dev`), whose text is theirs and changes with their releases, so no hash
    // computed here can. Styles run no code; scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    // `data:` is the tab icon, which travels inside each page as a data URL (decision 317).
    "img-src 'self' data:",
    // Inter is self-hosted (decision 392).
    "font-src 'self'",
    // The form islands post to /forms/…; `extra.connect` is where analytics and the chat widget send,
    // only when configured.
    `connect-src 'self' ${(extra.connect ?? []).join(" ")}`.trim(),
    // No plugins, no <base> that would redirect relative URLs, forms post only to this site, and no other
    // site may frame these pages (clickjacking).
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
