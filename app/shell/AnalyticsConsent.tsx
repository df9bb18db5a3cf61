import { posthog } from "#generated/enhance-config.ts";
import { CONSENT_BANNER, CONSENT_CHOICE, CONSENT_SETTINGS } from "../lib/analytics-consent.ts";
import { useLangOf } from "../lib/use-english.ts";
import { useSite } from "../lib/use-site.ts";
import { button } from "../ui/button.css.ts";
import * as styles from "./analytics-consent.css.ts";

/** Analytics was configured at build time: otherwise there is nothing to consent to, and no banner or link. */
const configured = posthog !== null;

/**
 * The analytics banner (docs/decisions/384). It is in the HTML but `hidden`: the page script shows it when
 * no choice is stored, so without JavaScript, where no analytics can run, no dead banner shows. It is
 * fixed to the bottom of the window, so showing it moves nothing on the page.
 */
export function AnalyticsConsentBanner() {
  const { analyticsConsent } = useSite();
  const langOf = useLangOf();
  if (!configured) return null;
  const { labels, policy } = analyticsConsent;
  return (
    <section className={styles.banner} aria-label={labels.region} lang={langOf(labels.region)} {...{ [CONSENT_BANNER]: "" }} hidden>
      <p className={styles.text}>
        <span lang={langOf(labels.text)}>{labels.text}</span>{" "}
        <a className={styles.link} href={policy.href} lang={langOf(policy.label)}>
          {policy.label}
        </a>
      </p>
      <div className={styles.actions}>
        <button type="button" className={button({ size: "sm" })} lang={langOf(labels.accept)} {...{ [CONSENT_CHOICE]: "granted" }}>
          {labels.accept}
        </button>
        <button
          type="button"
          className={button({ variant: "secondary", size: "sm" })}
          lang={langOf(labels.decline)}
          {...{ [CONSENT_CHOICE]: "denied" }}
        >
          {labels.decline}
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the choice: with JavaScript it shows the banner, without it opens the policy. */
export function AnalyticsConsentSettings({ className }: { className: string }) {
  const { analyticsConsent } = useSite();
  const langOf = useLangOf();
  if (!configured) return null;
  return (
    <p>
      <a
        className={className}
        href={analyticsConsent.policy.href}
        lang={langOf(analyticsConsent.labels.settings)}
        {...{ [CONSENT_SETTINGS]: "" }}
      >
        {analyticsConsent.labels.settings}
      </a>
    </p>
  );
}
