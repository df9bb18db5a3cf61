import type { AnalyticsSettings } from "#model/schema/site.ts";
import { startAnalytics, stopAnalytics } from "../lib/analytics.ts";
import {
  CONSENT_BANNER,
  CONSENT_CHOICE,
  CONSENT_SETTINGS,
  readChoice,
  writeChoice,
  type AnalyticsChoice,
} from "../lib/analytics-consent.ts";
import type { EnhanceConfig } from "#model/enhance-config.ts";
import { expireCookies } from "./cookies.ts";

/** What posthog-js keeps in the browser: its cookie and local-storage entry, and its opt-out mark. */
const ANALYTICS_STORE = /^(?:ph_|__ph_opt_in_out_)/;

/** Removes what analytics stored, after a "no": nothing of a withdrawn "yes" stays behind. */
function forgetAnalytics(): void {
  expireCookies(window, (name) => ANALYTICS_STORE.test(name));
  try {
    for (const key of Object.keys(localStorage)) if (ANALYTICS_STORE.test(key)) localStorage.removeItem(key);
  } catch {
    // Storage that cannot be read holds nothing of ours to remove.
  }
}

/**
 * Analytics only after a choice (decision 384). With "granted" stored, analytics starts as before
 * (decision 360); otherwise whatever it stored is removed, and with nothing stored the banner shows once
 * the first-visit reset has decided the page stays. A button stores the answer and acts
 * on it at once; the footer's settings link shows the banner again so the answer can be changed.
 */
export function askAnalyticsConsent(
  doc: Document,
  posthog: NonNullable<EnhanceConfig["posthog"]>,
  settings: AnalyticsSettings,
  pageStays: Promise<boolean>,
): void {
  const key = settings.consentStorageKey;
  const stored = readChoice(() => localStorage, key);
  if (stored === "granted") startAnalytics(posthog, settings, "after-interactive");
  // Without a yes nothing of analytics stays: a "no", or a cookie set before the visitor was ever asked.
  else forgetAnalytics();
  const banner = doc.querySelector<HTMLElement>(`[${CONSENT_BANNER}]`);
  if (!banner) return;
  // A page the first-visit reset is reloading never shows it: the reloaded one asks.
  if (stored === null) void pageStays.then((stays) => (banner.hidden = !stays));

  /** The settings link that showed the banner, where focus returns once the visitor has answered. */
  let opener: HTMLElement | null = null;
  banner.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${CONSENT_CHOICE}]`) : null;
    const choice = button?.getAttribute(CONSENT_CHOICE) as AnalyticsChoice | undefined;
    if (!choice) return;
    writeChoice(() => localStorage, key, choice);
    const hadFocus = banner.contains(doc.activeElement);
    banner.hidden = true;
    // Focus would otherwise fall to the body once its button is hidden.
    if (hadFocus) (opener ?? doc.querySelector<HTMLElement>("main"))?.focus({ preventScroll: true });
    if (choice === "granted") startAnalytics(posthog, settings, "now");
    else {
      stopAnalytics();
      forgetAnalytics();
    }
  });
  doc.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(`a[${CONSENT_SETTINGS}]`) : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener = link;
    banner.hidden = false;
    banner.querySelector<HTMLElement>(`[${CONSENT_CHOICE}]`)?.focus();
  });
}
