import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";
import { missingServices } from "../support/system-services.ts";

const root = join(import.meta.dirname, "../..");

test("without TEST_DATABASE_URL the summary names PostgreSQL and how to install it", () => {
  const installs = missingServices({}).map((service) => service.install);
  expect(installs).toContainEqual(expect.stringMatching(/^install PostgreSQL \(apt-get install postgresql\) and set TEST_DATABASE_URL/));
  expect(missingServices({ TEST_DATABASE_URL: "postgres://x" }).map((service) => service.install)).not.toContainEqual(
    expect.stringContaining("PostgreSQL"),
  );
});

test("with CI=true, npm test stops before its first stage when a service is missing, naming it", () => {
  const { TEST_DATABASE_URL: _unset, ...env } = process.env;
  const run = spawnSync(process.execPath, ["tests/run-all.ts"], {
    cwd: root,
    env: { ...env, CI: "true" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toContain("skipped: install PostgreSQL (apt-get install postgresql)");
  expect(run.stdout).toContain("npm test failed: CI runs every suite");
  // Nothing ran: not the first stage's build.
  expect(run.stdout).not.toContain("== third-party build");
});
