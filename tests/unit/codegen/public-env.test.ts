import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { readPublicEnv } from "#model/public-env.ts";
import { ConfigError } from "#model/settings.ts";
import { readServerConfig } from "../../../server/config.ts";

const root = join(import.meta.dirname, "../../..");

function errorOf(read: () => unknown): Error {
  try {
    read();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the settings to be refused");
}

test("a build setting is refused with the server's error format, every bad one named, no value echoed", () => {
  const env = { PUBLIC_SITE_URL: "not a url", POSTHOG_HOST: "ftp://example.com", CHAT_REGION: "mars", FIRST_VISIT_RESET: "maybe" };
  const error = errorOf(() => readPublicEnv(env));
  expect(error).toBeInstanceOf(ConfigError);
  expect(error.message).toBe(
    [
      "Invalid build configuration:",
      "  PUBLIC_SITE_URL must be an http:// or https:// URL",
      "  POSTHOG_HOST must be an http:// or https:// URL",
      "  CHAT_REGION must be one of us, eu, ap",
      "  FIRST_VISIT_RESET must be on or off",
    ].join("\n"),
  );
  // The same variable, read by the server, in the same words.
  const serverLine = errorOf(() => readServerConfig({ PUBLIC_SITE_URL: "not a url" })).message.split("\n")[1];
  expect(serverLine).toBe("  PUBLIC_SITE_URL must be an http:// or https:// URL");
});

test("an empty build setting is unset, and a valid site URL reaches the build", () => {
  expect(readPublicEnv({ PUBLIC_SITE_URL: "", POSTHOG_KEY: " " })).toMatchObject({ siteUrl: null, posthog: null });
  expect(readPublicEnv({ PUBLIC_SITE_URL: "https://cloud.example.uz" }).siteUrl).toBe("https://cloud.example.uz");
});

test("npm run build and npm run codegen stop on a bad build setting, with its message, before building anything", () => {
  const buildDir = mkdtempSync(join(tmpdir(), "bad-setting-"));
  try {
    const env = { ...process.env, PUBLIC_SITE_URL: "not a url", BUILD_DIR: buildDir };
    for (const script of ["release/build.ts", "codegen/cli.ts"]) {
      const run = spawnSync(process.execPath, [script], { cwd: root, env, encoding: "utf8" });
      expect([run.status, run.stderr.trim()]).toEqual([
        1,
        "Invalid build configuration:\n  PUBLIC_SITE_URL must be an http:// or https:// URL",
      ]);
    }
    expect(existsSync(join(buildDir, "releases"))).toBe(false);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
});
