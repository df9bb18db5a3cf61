// Which Chromium the browser tests, screenshots and Lighthouse benches drive: Debian's where it exists
// (CI and this workplace, where Playwright cannot download its own), else the developer's browser.
import { existsSync } from "node:fs";

const debianChromium = "/usr/bin/chromium";
const hasDebianChromium = existsSync(debianChromium);

/** Flags for a headless Chromium in a container: no sandbox, GPU or background traffic. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Playwright launch options: Debian's chromium with its flags, or Playwright's own browser. */
export const playwrightLaunchOptions: { executablePath?: string; args?: string[] } = hasDebianChromium
  ? { executablePath: debianChromium, args: chromiumFlags }
  : {};

/** Chrome for Lighthouse: CHROME_PATH, else Debian's chromium, else whichever Chrome chrome-launcher finds. */
export const lighthouseChromePath: string | undefined = process.env.CHROME_PATH ?? (hasDebianChromium ? debianChromium : undefined);
