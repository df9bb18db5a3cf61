/**
 * The build-time settings of the configured copy of the site (playwright.config.ts, tests/bench/third-party.ts).
 * The keys are fake and the hosts do not resolve: tests answer them with page.route.
 */
export const thirdPartyEnv = {
  BUILD_DIR: "build-third-party",
  POSTHOG_KEY: "phc_e2e_fake_project_key",
  POSTHOG_HOST: "https://ph.analytics.example",
  CHAT_APP_ID: "e2e-chat-app",
  CHAT_REGION: "ap",
} as const;
