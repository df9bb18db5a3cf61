import { z } from "zod";
import { CHAT_REGIONS, chatScriptUrl, type ChatRegion } from "./chat-script.ts";
import { httpUrl, optional, readSettings } from "./settings.ts";

/**
 * Settings the browser needs and that are public by nature (analytics project key, chat app id).
 * They are read when the site is built, because prerendered HTML cannot change per request; the
 * server's start-up rebuilds when they differ from the build's (server/start.ts). Secrets never go here.
 * Read the one way settings are read (model/settings.ts), with the server's error format.
 */
const schema = z.object({
  /** The site's public address, in every canonical link, share card and sitemap entry of the build. */
  PUBLIC_SITE_URL: optional(httpUrl),
  POSTHOG_KEY: optional(z.string().trim().min(1)),
  POSTHOG_HOST: optional(httpUrl),
  CHAT_APP_ID: optional(z.string().trim().min(1)),
  CHAT_REGION: optional(z.enum(CHAT_REGIONS, { error: `must be one of ${CHAT_REGIONS.join(", ")}` })),
  /**
   * "off" builds the site without the first-visit reset even where content/site.yaml enables it. Only for
   * test servers whose every fresh browser context would otherwise reload once (docs/decisions/303-first-visit-reset.md).
   */
  FIRST_VISIT_RESET: optional(z.enum(["on", "off"], { error: "must be on or off" })),
});

const PUBLIC_ENV_KEYS = Object.keys(schema.shape) as (keyof z.infer<typeof schema>)[];

export interface PublicEnv {
  /** PUBLIC_SITE_URL, or null to take `url` from content/site.yaml. */
  siteUrl: string | null;
  posthog: { key: string; host: string } | null;
  chat: { appId: string; region: ChatRegion } | null;
  /** False when FIRST_VISIT_RESET=off; the reset also needs `firstVisitReset.enabled` in site.yaml. */
  firstVisitReset: boolean;
}

export function readPublicEnv(env: NodeJS.ProcessEnv): PublicEnv {
  const present = Object.fromEntries(PUBLIC_ENV_KEYS.map((key) => [key, env[key]]));
  const value = readSettings(schema, present, "build configuration");
  return {
    siteUrl: value.PUBLIC_SITE_URL ?? null,
    posthog: value.POSTHOG_KEY ? { key: value.POSTHOG_KEY, host: value.POSTHOG_HOST ?? "https://eu.i.posthog.com" } : null,
    chat: value.CHAT_APP_ID ? { appId: value.CHAT_APP_ID, region: value.CHAT_REGION ?? "eu" } : null,
    firstVisitReset: value.FIRST_VISIT_RESET !== "off",
  };
}

export interface ThirdPartySources {
  script: string[];
  connect: string[];
}

/**
 * The origins the browser must be allowed to reach for the configured third parties, and only those:
 * PostHog's ingestion host (events, flags) and, for PostHog Cloud, its assets host (recorder and other
 * lazily loaded extensions); the chat widget's origin for its script and its own API calls.
 */
export function thirdPartySources(env: Pick<PublicEnv, "posthog" | "chat">, chatScriptPattern: string): ThirdPartySources {
  const origins: string[] = [];
  if (env.posthog) {
    const host = new URL(env.posthog.host);
    origins.push(host.origin);
    const cloud = /^(us|eu)\.i\.posthog\.com$/.exec(host.hostname);
    if (cloud) origins.push(`https://${cloud[1]}-assets.i.posthog.com`);
  }
  if (env.chat) {
    origins.push(new URL(chatScriptUrl(chatScriptPattern, env.chat.appId, env.chat.region)).origin);
  }
  const unique = [...new Set(origins)];
  return { script: unique, connect: unique };
}

/** Everything from the environment that a build bakes in; a start with different values must rebuild. */
export function buildEnvFingerprint(env: NodeJS.ProcessEnv): string {
  return JSON.stringify(readPublicEnv(env));
}

const builtEnv = z.object({
  posthog: z.object({ key: z.string(), host: z.string() }).nullable(),
  chat: z.object({ appId: z.string(), region: z.enum(CHAT_REGIONS) }).nullable(),
});

/** The third-party settings a build baked in, read back from its build-env.json (buildEnvFingerprint). */
export function parseBuildEnv(json: string): Pick<PublicEnv, "posthog" | "chat"> {
  return builtEnv.parse(JSON.parse(json));
}

export const BUILD_ENV_FILE = "build-env.json";
