import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { BrowserContext, Page, Request } from "@playwright/test";
import { site } from "#generated/site.ts";
import { thirdPartyEnv } from "./third-party-env.ts";

export { thirdPartyEnv };

/** The chat widget's script URL for the configured build, from the pattern in content/site.yaml. */
export const chatScriptUrl = site.chat.scriptUrl
  .replaceAll("{region}", thirdPartyEnv.CHAT_REGION)
  .replaceAll("{appId}", thirdPartyEnv.CHAT_APP_ID);

/** Sets the first-visit flag before any page script runs, so a test sees no first-visit reload. */
export async function markVisited(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => window.localStorage.setItem(key, "1"), site.firstVisitReset.storageKey);
}

export interface CapturedEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** Stands in for PostHog's ingestion host: answers every request and decodes the events it is sent. */
export async function interceptPosthog(page: Page): Promise<{ events: CapturedEvent[]; requests: string[] }> {
  const events: CapturedEvent[] = [];
  const requests: string[] = [];
  await page.route(`${thirdPartyEnv.POSTHOG_HOST}/**`, async (route) => {
    const request = route.request();
    requests.push(request.url());
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) return route.fulfill({ status: 200, contentType: "application/javascript", body: "" });
    if (request.method() === "POST") events.push(...decodeEvents(request));
    // Remote config: autocapture stays off until the project's config says it is not opted out.
    if (/^\/array\/[^/]+\/config$/.test(pathname)) {
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ autocapture_opt_out: false, sessionRecording: false }),
      });
    }
    if (pathname.startsWith("/flags") || pathname.startsWith("/decide")) {
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ featureFlags: {}, sessionRecording: false }),
      });
    }
    return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ status: 1 }) });
  });
  return { events, requests };
}

function decodeEvents(request: Request): CapturedEvent[] {
  const body = request.postDataBuffer();
  if (!body || !/\/(e|i\/v0\/e|batch|capture)\/?$/.test(new URL(request.url()).pathname)) return [];
  const url = new URL(request.url());
  let text: string;
  if (url.searchParams.get("compression") === "gzip-js" || (body[0] === 0x1f && body[1] === 0x8b)) text = gunzipSync(body).toString("utf8");
  else text = body.toString("utf8");
  if (text.startsWith("data=")) text = Buffer.from(decodeURIComponent(text.slice(5)), "base64").toString("utf8");
  const parsed = JSON.parse(text) as unknown;
  const list = Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
  return list as CapturedEvent[];
}

const fakeWidget = readFileSync(new URL("./fake-chat-widget.js", import.meta.url), "utf8");

/** Serves the fake chat widget at the configured script URL (or fails it) and records each request. */
export async function serveFakeChat(page: Page, options: { fail?: boolean } = {}): Promise<{ requests: string[] }> {
  const requests: string[] = [];
  await page.route(`${new URL(chatScriptUrl).origin}/**`, (route) => {
    requests.push(route.request().url());
    if (options.fail) return route.fulfill({ status: 503, body: "" });
    return route.fulfill({ status: 200, contentType: "application/javascript", body: fakeWidget });
  });
  return { requests };
}

/** The chat widget calls the fake recorded, in order. */
export function chatCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __chatCalls?: unknown[][] }).__chatCalls ?? []);
}

/** Stores a "yes" to analytics before any page script runs, as a visitor who allowed it earlier has. */
export async function allowAnalytics(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => window.localStorage.setItem(key, "granted"), site.analytics.consentStorageKey);
}
