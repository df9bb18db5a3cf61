import { z } from "zod";
import { CHAT_REGIONS, chatScriptUrl, type ChatRegion } from "./chat-script.ts";

/**
 * Settings the browser needs and that are public by nature (analytics project key, chat app id).
 * They are read when the site is built, because prerendered HTML cannot change per request; the
 * server's start-up rebuilds when they differ from the build's (server/start.ts). Secrets never go here.
 */
const schema = z.object({
  POSTHOG_KEY: z.string().trim().min(1).optional(),
  POSTHOG_HOST: z.url().optional(),
  CHAT_APP_ID: z.string().trim().min(1).optional(),
  CHAT_REGION: z.enum(CHAT_REGIONS).optional(),
  /**
   * "off" builds the site without the first-visit reset even where content/site.yaml enables it. Only for
   * test servers whose every fresh browser context would otherwise reload once (docs/decisions/303-first-visit-reset.md).
   */
  FIRST_VISIT_RESET: z.enum(["on", "off"]).optional(),
});

const PUBLIC_ENV_KEYS = Object.keys(schema.shape) as (keyof z.infer<typeof schema>)[];

export interface PublicEnv {
  posthog: { key: string; host: string } | null;
  chat: { appId: string; region: ChatRegion } | null;
  /** False when FIRST_VISIT_RESET=off; the reset also needs `firstVisitReset.enabled` in site.yaml. */
  firstVisitReset: boolean;
}

export function readPublicEnv(env: NodeJS.ProcessEnv): PublicEnv {
  const present = Object.fromEntries(PUBLIC_ENV_KEYS.map((key) => [key, env[key] || undefined]));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid public configuration:\n${lines.join("\n")}`);
  }
  const value = result.data;
  return {
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
  return JSON.stringify({ siteUrl: env.PUBLIC_SITE_URL || null, ...readPublicEnv(env) });
}

const builtEnv = z.object({
  posthog: z.object({ key: z.string(), host: z.string() }).nullable(),
  chat: z.object({ appId: z.string(), region: z.enum(CHAT_REGIONS) }).nullable(),
});

/** The third-party settings a build baked in, read back from its build-env.json (buildEnvFingerprint). */
export function parseBuildEnv(json: string): Pick<PublicEnv, "posthog" | "chat"> {
  return builtEnv.parse(JSON.parse(json));
}

/** Where a build goes: `build/` unless BUILD_DIR names another folder (tests build a second, configured copy). */
export function buildDirectory(env: NodeJS.ProcessEnv): string {
  return env.BUILD_DIR || "build";
}

export const BUILD_ENV_FILE = "build-env.json";
