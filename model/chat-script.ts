/**
 * Where the chat widget's script comes from, shared by the build's CSP (model/public-env.ts) and the
 * page script that loads the widget (app/lib/chat.ts). No imports: the page script's budget is 5 KiB.
 */
export const CHAT_REGIONS = ["us", "eu", "ap"] as const;
export type ChatRegion = (typeof CHAT_REGIONS)[number];

/** The widget's script URL for a region, from the pattern in content/site.yaml. */
export function chatScriptUrl(pattern: string, appId: string, region: ChatRegion): string {
  return pattern.replaceAll("{region}", region).replaceAll("{appId}", encodeURIComponent(appId));
}
