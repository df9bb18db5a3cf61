import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_ENV_FILE, buildEnvFingerprint } from "#model/public-env.ts";
// Only modules that exist on a fresh clone: the server bundle exists only after a build.
import { builtFromCurrentSources } from "./build-sources.ts";
import { readServerConfig } from "./config.ts";
import { buildRoot, currentRelease } from "./releases.ts";

/**
 * `npm start`, the one-command start on a developer's machine: builds when needed, then serves as
 * `npm run serve` does. A production host runs `npm run build` once and `npm run serve`, which never builds.
 */
const root = process.cwd();

/**
 * The site is rebuilt when the build is missing, was made from other sources than the tree holds now, or
 * with other public settings (site URL, analytics, chat) than this start's environment.
 */
function buildIsStale(): boolean {
  const release = currentRelease(buildRoot(process.env));
  if (!release) return true;
  const envFile = join(release, BUILD_ENV_FILE);
  if (!existsSync(envFile) || readFileSync(envFile, "utf8") !== buildEnvFingerprint(process.env)) return true;
  return !builtFromCurrentSources(release, root);
}

// Validate the environment before spending a minute on a build it would not start with.
readServerConfig();
if (buildIsStale()) {
  console.log(JSON.stringify({ level: "info", event: "building", reason: "first start or sources changed" }));
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("./serve.ts");
