import type { PostHogConfig } from "posthog-js";
import type { AnalyticsSettings } from "#model/schema/site.ts";
import type { PublicEnv } from "#model/public-env.ts";
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
    // A "no" after a "yes" on the same page (stopAnalytics) also stops posthog-js writing its cookie and storage.
    opt_out_persistence_by_default: true,
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

type Client = (typeof import("posthog-js"))["default"];

/** This page's analytics: whether the visitor wants it, and the live client once it has started. */
const state: { wanted: boolean; loading: boolean; client?: Client; stopWatching?: () => void } = { wanted: false, loading: false };

/**
 * Starts product analytics once per page life, only ever after the visitor allowed it (decision 384):
 * `now` for the click that allows it, otherwise on the page's first interaction or a while after load
 * (decision 360). posthog-js is a dynamic import, so its code is a separate chunk that pages download only
 * when a project key was built in and the visitor said yes; before that no analytics cookie or request exists.
 */
export function startAnalytics(posthog: PosthogSettings, settings: AnalyticsSettings, when: "now" | "after-interactive"): void {
  state.wanted = true;
  if (state.client) {
    // Allowed again after a "no" on this page: the client is here, opted out.
    state.client.opt_in_capturing({ captureEventName: false });
    watch(state.client, settings);
    return;
  }
  if (state.loading) return;
  state.loading = true;
  const start = () => {
    // A "no" given before the start or while the chunk was on its way: nothing starts.
    const withdrawn = () => {
      if (state.wanted) return false;
      state.loading = false;
      return true;
    };
    if (withdrawn()) return;
    void import("posthog-js").then(
      ({ default: client }) => {
        if (withdrawn()) return;
        client.init(posthog.key, posthogOptions(settings, posthog.host));
        state.client = client;
        watch(client, settings);
      },
      (error: unknown) => console.warn(JSON.stringify({ event: "analytics-unavailable", error: String(error) })),
    );
  };
  if (when === "now") start();
  else afterInteractive(window, start, settings.startDelayMs);
}

function watch(client: Client, settings: AnalyticsSettings): void {
  state.stopWatching?.();
  state.stopWatching = watchPageviews(window, settings.pageviewPollMs, (url) => client.capture("$pageview", { $current_url: url }));
}

/** The visitor withdrew their "yes" on this page: nothing more is captured or stored from now on. */
export function stopAnalytics(): void {
  state.wanted = false;
  state.stopWatching?.();
  state.stopWatching = undefined;
  state.client?.opt_out_capturing();
}
