import type { Page } from "@playwright/test";

/**
 * A mid-range phone on a slow mobile network, as Lighthouse's mobile preset models it: where visitors type
 * while a form starts. Used by the phone project's tests (tests/e2e/phone/) and by `npm run bench:forms`.
 */
export const PHONE_DEVICE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;
export const CPU_SLOWDOWN = 4;
/** Slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (bytes per second for CDP). */
export const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 } as const;

/** Slows `page` to the phone's CPU and network through the DevTools protocol (Chromium only). */
export async function applyPhoneProfile(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}
