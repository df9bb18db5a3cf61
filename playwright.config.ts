import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const debianChromium = "/usr/bin/chromium";

// Debian's chromium where it exists (CI, this workplace); Playwright's own browser on a developer machine.
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    }
  : {};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node server/start.ts",
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(PORT), HOST: "127.0.0.1", LEADS_DB_PATH: "data/e2e-leads.sqlite" },
    stdout: "ignore",
    stderr: "pipe",
    timeout: 180_000,
  },
});
