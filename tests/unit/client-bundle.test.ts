import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { builtClientDir } from "../support/built-pages.ts";
import { requireBuild } from "../reliability/support/server-process.ts";
import { readPublicEnv } from "#model/public-env.ts";

function clientFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? clientFiles(path) : /\.(js|html|data|json|css)$/.test(name) ? [path] : [];
  });
}

describe("nothing server-side reaches the browser", () => {
  test("the only environment codegen bakes in is the public allowlist", () => {
    const env = {
      CRM_API_KEY: "sentinel-crm-key",
      CRM_MIGRATION_API_KEY: "sentinel-migration-key",
      DATABASE_URL: "postgres://sentinel:secret@db/leads",
      POSTHOG_KEY: "phc_public",
      CHAT_APP_ID: "chat-public",
    };
    const baked = JSON.stringify(readPublicEnv(env));
    expect(baked).not.toMatch(/sentinel/);
    expect(baked).toContain("phc_public");
  });

  test("the built client contains no lead store, CRM or secret-handling code", () => {
    requireBuild();
    // Markers that exist only in server/: SQL, the CRM key header as the outbox sets it (posthog-js names
    // x-api-key in a redaction regex, unquoted), database drivers, env names of secrets.
    const markers = [
      "CRM_API_KEY",
      "CRM_MIGRATION_API_KEY",
      "DATABASE_URL",
      '"x-api-key"',
      "FOR UPDATE SKIP LOCKED",
      "INSERT INTO leads",
      "node:sqlite",
      "DatabaseSync",
      "pg-pool",
    ];
    const files = clientFiles(builtClientDir);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const marker of markers) expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
    }
  });
});
