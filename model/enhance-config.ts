import type { ChatRegion } from "./chat-script.ts";
import type { PublicEnv } from "./public-env.ts";
import type { AnalyticsSettings, ChatSettings, FirstVisitResetSettings } from "./schema/site.ts";

/** The chat widget the page script loads when the site has one. */
export interface ChatConfig {
  appId: string;
  region: ChatRegion;
  scriptUrl: ChatSettings["scriptUrl"];
  globalName: ChatSettings["globalName"];
}

/**
 * What the page script needs, and nothing more: codegen emits it as generated/enhance-config.ts, one
 * constant per part, so the script does not carry the whole site settings (its budget is 5 KiB gzipped)
 * nor the code of a part the site does not have.
 */
export interface EnhanceConfig {
  posthog: PublicEnv["posthog"];
  analytics: AnalyticsSettings;
  chat: (ChatConfig & Pick<ChatSettings, "labels" | "fallbackHref">) | null;
  /** The first-visit reset's local-storage flag; null when site.yaml or FIRST_VISIT_RESET=off turns it off. */
  firstVisitReset: Pick<FirstVisitResetSettings, "storageKey"> | null;
}
