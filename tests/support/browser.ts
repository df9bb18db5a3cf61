// Which Chromium the browser tests, screenshots and Lighthouse benches drive: Debian's where it exists
// (CI and this workplace, where Playwright cannot download its own), else Playwright's.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { join } from "node:path";

const debianHeadlessShell = "/usr/bin/chromium-headless-shell";
const debianChromium = "/usr/bin/chromium";

/** Flags for a headless Chromium in a container: no sandbox, GPU or background traffic. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface LaunchOptions {
  executablePath?: string;
  channel?: string;
  args?: string[];
  env?: Record<string, string | undefined>;
}

/**
 * The browser's fonts are the project's, not the machine's: fontconfig reads only tests/support/fonts.conf,
 * which lists the DejaVu files of a dev dependency. A screenshot or a measured line of text in a local face
 * is then the same on a machine with more font packages, or fewer (decision 481).
 */
const env = { ...process.env, FONTCONFIG_FILE: join(import.meta.dirname, "fonts.conf") };

/**
 * The tests' browser: Chromium's headless shell, which is what Playwright runs headless with its own
 * download too. It lays out and paints with the same Blink as the full browser and skips the browser's
 * window machinery: the same browser suite ran in 99 s instead of 165 s on this 2-core host (decision 433).
 * Debian packages it as chromium-headless-shell; where only the full browser is installed, that one.
 */
export const playwrightLaunchOptions: LaunchOptions = existsSync(debianHeadlessShell)
  ? { executablePath: debianHeadlessShell, args: chromiumFlags, env }
  : existsSync(debianChromium)
    ? { executablePath: debianChromium, args: chromiumFlags, env }
    : { env };

/**
 * The full browser, for what a third-party script decides by the browser it meets: posthog-js fetches its
 * settings in the headless shell but sends no event (decision 433). Playwright's "chromium" channel is its
 * full browser in the new headless mode.
 */
export const fullBrowserLaunchOptions: LaunchOptions = existsSync(debianChromium)
  ? { executablePath: debianChromium, args: chromiumFlags, env }
  : { channel: "chromium", env };

/** Chrome for Lighthouse: CHROME_PATH, else Debian's chromium, else whichever Chrome chrome-launcher finds. */
export const lighthouseChromePath: string | undefined =
  process.env.CHROME_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

/**
 * The browser npm test must download first, on a machine with neither Debian's Chromium nor one of
 * Playwright's: Playwright's chromium (which brings its headless shell too). Undefined when there is one.
 */
export function browserToInstall(): "chromium" | undefined {
  // The third-party tests need the full browser: Debian's, or Playwright's "chromium" channel.
  if (existsSync(debianChromium)) return undefined;
  return existsSync(chromium.executablePath()) ? undefined : "chromium";
}
