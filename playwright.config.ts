import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { fullBrowserLaunchOptions, playwrightLaunchOptions as launchOptions } from "./tests/support/browser.ts";
import { PHONE_DEVICE } from "./tests/support/phone-profile.ts";
import { playwrightSpecsLeftOut } from "./tests/support/system-services.ts";
import { E2E_STORES } from "./tests/e2e/support/stores.ts";
import { thirdPartyEnv } from "./tests/e2e/support/third-party-env.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Same build, lead store unavailable: tests/e2e/forms-failure.spec.ts. */
export const BROKEN_STORE_PORT = PORT + 2;
// A second server on a copy of the site built with (fake) analytics and chat settings.
const THIRD_PARTY_PORT = Number(process.env.E2E_THIRD_PARTY_PORT ?? 4174);
const thirdPartySpecs = /cross-page-third-party.*\.spec\.ts$/;
// What the no-JS project would only repeat, ignored here rather than skipped in the spec, where a skip still
// opens a page for every test: the crawl reads the same HTML in both (its spec says why); the content
// pages' tabs and the typeface's loading are HTML and CSS, where no framework runs and the page script
// changes nothing checked there; the page weight, which the page script only adds to; and the sweep with JavaScript, whose checks (axe, layout, screenshots,
// hero art, figures, proof links) read what a visitor with JavaScript gets.
const javaScriptOnlySpecs = /\/(crawl|page-weight|pages|sweep-js|typeface)\.spec\.ts$/;
// What only the no-JS project needs: the sweep over the prerendered HTML, for what JavaScript would not
// change (headings and the folded header on a phone, sideways scroll, the Russian and Uzbek text). Widths
// too: content pages run no framework, and a form island hydrates the markup the server sent (React
// reports any difference), so a visitor with JavaScript gets the layout of the HTML.
const noScriptSpecs = /\/sweep-no-js\.spec\.ts$/;
// The phone profile's specs (4× CPU, slow 4G through CDP): typing while a form starts.
const phoneSpecs = /\/phone\/.*\.spec\.ts$/;

/** The production server as `npm start` runs it (building when stale), on its own port and settings. */
function productionServer(port: number, env: Record<string, string>) {
  return {
    command: "node server/start.ts",
    url: `http://127.0.0.1:${port}/`,
    // A server already on the port was not started by this run: its build and settings are unknown, so
    // the run stops rather than test it.
    reuseExistingServer: false,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    timeout: 180_000,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/playwright-scratch.ts",
  fullyParallel: true,
  // The suite shares a 2-core host with its three servers; the same commit ran it in 8 and in 30 minutes on
  // different days. A test's budget is set for the slow day, not the usual one.
  timeout: 60_000,
  // One worker per core: a test spends most of its time waiting on a page, and two keep both cores busy
  // where Playwright's default (half the cores) left one idle on this 2-core host.
  workers: availableParallelism(),
  // CI retries a failed test once so that one intermittent failure does not hold back a change; the log
  // names every test that needed it as "flaky", and each is a bug to fix. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // The list, then the page loads the run asked for and the tests' summed time (docs/testing.md).
  reporter: [["list"], ["./tests/e2e/support/page-loads-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    // A failed test's trace, for a developer's run. CI's record is its log, and recording costs every test
    // about 0.45 s on this host (a fifth of the suite), so CI records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    // At most one phone test at a time: two throttled browsers side by side would each run slower than the profile.
    // First in the list because Playwright hands out tests in the order of their projects: listed last, its
    // tests waited for every other one and then ran one after another while the other worker ran out of
    // work; listed first, they run one after another beside everything else.
    { name: "phone", testMatch: phoneSpecs, workers: 1, use: { ...devices["Desktop Chrome"], ...PHONE_DEVICE, launchOptions } },
    // Second for the same reason: its tests wait on analytics' timers (a flush every 3 s, a start after the
    // load), which leave a core idle unless other tests run beside them; listed last, they were the run's tail.
    {
      name: "third-party",
      testMatch: thirdPartySpecs,
      use: {
        ...devices["Desktop Chrome"],
        // posthog-js drops events from browsers that look like bots: headless Chromium's user agent and
        // navigator.webdriver both give it away.
        // The full browser, not the headless shell the other projects drive (tests/support/browser.ts).
        launchOptions: {
          ...fullBrowserLaunchOptions,
          args: [...(fullBrowserLaunchOptions.args ?? []), "--disable-blink-features=AutomationControlled"],
        },
        baseURL: `http://127.0.0.1:${THIRD_PARTY_PORT}`,
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
      },
    },
    {
      name: "js",
      // A spec whose system service this machine lacks (nginx) is left out, named in npm test's summary.
      testIgnore: [thirdPartySpecs, phoneSpecs, noScriptSpecs, ...playwrightSpecsLeftOut()],
      // The sweep's screenshots (decision 410): one folder of baselines, named by language, page and width,
      // the renders of Debian's Chromium headless shell.
      snapshotPathTemplate: "{testDir}/visual-baselines/{arg}{ext}",
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "no-js",
      testIgnore: [thirdPartySpecs, javaScriptOnlySpecs, phoneSpecs, ...playwrightSpecsLeftOut()],
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false },
    },
  ],
  webServer: [
    // FIRST_VISIT_RESET=off: every test starts a fresh browser context, which would otherwise reload its
    // first page once (docs/decisions/303-first-visit-reset.md); the third-party server tests the reset.
    productionServer(PORT, { LEADS_DB_PATH: E2E_STORES.main, FIRST_VISIT_RESET: "off" }),
    // The same build with a lead store that cannot open: how a visitor sees a failed submission.
    productionServer(BROKEN_STORE_PORT, { LEADS_DB_PATH: "/dev/null/leads.sqlite", FIRST_VISIT_RESET: "off" }),
    // start.ts builds build-third-party/ itself when it is missing or was built with other settings.
    productionServer(THIRD_PARTY_PORT, { ...thirdPartyEnv, LEADS_DB_PATH: E2E_STORES.thirdParty }),
  ],
});
