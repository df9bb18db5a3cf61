import type { PostHogConfig } from "posthog-js";
import type { AnalyticsSettings } from "../../codegen/schema/site.ts";
import type { PublicEnv } from "../../codegen/public-env.ts";
import { watchPageviews } from "./pageviews.ts";

type PosthogSettings = NonNullable<PublicEnv["posthog"]>;

/** posthog-js options from the spec's analytics constants (§1, §9) in content/site.yaml. */
export function posthogOptions(settings: AnalyticsSettings, host: string): Partial<PostHogConfig> {
  return {
    api_host: host,
    // Page views are captured by watchPageviews, never by the client itself.
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: { element_allowlist: [...settings.autocaptureElements] },
    session_recording: { maskAllInputs: settings.maskAllInputs },
    request_queue_config: { flush_interval_ms: settings.flushIntervalMs },
    rate_limiting: { events_per_second: settings.rateLimit.eventsPerSecond, events_burst_limit: settings.rateLimit.burstLimit },
    session_idle_timeout_seconds: settings.sessionIdleTimeoutSeconds,
    surveys_request_timeout_ms: settings.surveysRequestTimeoutMs,
    feature_flag_request_timeout_ms: settings.flagsRequestTimeoutMs,
    cookie_expiration: settings.cookieExpirationDays,
    properties_string_max_length: settings.propertyStringMaxLength,
  };
}

interface StartHost {
  document: { readyState: string };
  addEventListener(type: string, listener: () => void, options: { once: true; passive?: boolean }): void;
  removeEventListener(type: string, listener: () => void): void;
  setTimeout(callback: () => void, ms: number): unknown;
}

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "scroll"] as const;

/**
 * Runs `callback` once: on the visitor's first interaction, or `delayMs` after the load event, whichever
 * comes first. The page is interactive long before either, so third-party start-up never competes with
 * first paint or first input.
 */
function afterInteractive(host: StartHost, callback: () => void, delayMs: number): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) host.removeEventListener(type, run);
    callback();
  };
  for (const type of INTERACTIONS) host.addEventListener(type, run, { once: true, passive: true });
  const later = () => host.setTimeout(run, delayMs);
  if (host.document.readyState === "complete") later();
  else host.addEventListener("load", later, { once: true });
}

let started = false;

/**
 * Starts product analytics once per page life, on first interaction or a while after load. posthog-js is a dynamic
 * import, so its code is a separate chunk that pages download only when a project key was built in.
 */
export function startAnalytics(posthog: PosthogSettings, settings: AnalyticsSettings): void {
  if (started) return;
  started = true;
  afterInteractive(
    window,
    () => {
      void import("posthog-js").then(
        ({ default: client }) => {
          client.init(posthog.key, posthogOptions(settings, posthog.host));
          watchPageviews(window, settings.pageviewPollMs, (url) => client.capture("$pageview", { $current_url: url }));
        },
        (error: unknown) => console.warn(JSON.stringify({ event: "analytics-unavailable", error: String(error) })),
      );
    },
    settings.startDelayMs,
  );
}
