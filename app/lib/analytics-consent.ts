/**
 * The visitor's answer to the analytics banner (docs/decisions/384), shared by the banner's markup
 * (app/shell/AnalyticsConsent.tsx) and the page script that acts on it (app/enhance/analytics-consent.ts).
 */
export type AnalyticsChoice = "granted" | "denied";

/** The banner, rendered `hidden`: only the page script shows it, so a page without JavaScript has none. */
export const CONSENT_BANNER = "data-analytics-consent";
/** Each of the banner's buttons names the choice it makes. */
export const CONSENT_CHOICE = "data-consent-choice";
/** The footer link that shows the banner again; without JavaScript it opens the policy's analytics section. */
export const CONSENT_SETTINGS = "data-analytics-consent-settings";

/** The stored choice, or null when there is none or storage cannot be read (then the banner asks). */
export function readChoice(storage: () => Pick<Storage, "getItem">, key: string): AnalyticsChoice | null {
  // Asked for inside the try: a browser that blocks site data throws on reaching local storage at all.
  try {
    const value = storage().getItem(key);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice; where storage refuses, it holds for this page only and the next page asks again. */
export function writeChoice(storage: () => Pick<Storage, "setItem">, key: string, choice: AnalyticsChoice): void {
  try {
    storage().setItem(key, choice);
  } catch {
    // Nothing to do: asking again is the safe answer to storage that does not keep a choice.
  }
}
