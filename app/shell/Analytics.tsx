import { useEffect } from "react";
import { publicEnv } from "../.generated/public-env.ts";
import { site } from "../.generated/site.ts";
import { startAnalytics } from "../lib/analytics.ts";

/** Starts product analytics after the page is interactive, and only when a project key was built in. */
export function Analytics() {
  useEffect(() => {
    if (publicEnv.posthog) startAnalytics(publicEnv.posthog, site.analytics);
  }, []);
  return null;
}
