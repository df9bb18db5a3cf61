import type { PublicEnv } from "../../codegen/public-env.ts";
import type { AnalyticsSettings, ChatSettings, FirstVisitResetSettings } from "../../codegen/schema/site.ts";
import type { ChatConfig } from "../lib/chat.ts";

/**
 * What the page script needs, and nothing more: codegen emits it as app/.generated/enhance-config.ts
 * so the script does not carry the whole site settings (its budget is 5 KiB gzipped).
 */
export interface EnhanceConfig {
  posthog: PublicEnv["posthog"];
  analytics: AnalyticsSettings;
  chat: (ChatConfig & Pick<ChatSettings, "labels" | "fallbackHref">) | null;
  /** The first-visit reset's local-storage flag; null when site.yaml or FIRST_VISIT_RESET=off turns it off. */
  firstVisitReset: Pick<FirstVisitResetSettings, "storageKey"> | null;
}

/** Fired on window when the chat widget cannot load; a page with toasts shows one and cancels the fallback. */
export const CHAT_UNAVAILABLE = "chat-unavailable";
