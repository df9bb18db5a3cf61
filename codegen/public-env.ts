import { z } from "zod";

/**
 * Settings the browser needs and that are public by nature (analytics project key, chat app id).
 * They are read when the site is built, because prerendered HTML cannot change per request; the
 * server's start-up rebuilds when they differ from the build's (server/start.ts). Secrets never go here.
 */
const schema = z.object({
  POSTHOG_KEY: z.string().trim().min(1).optional(),
  POSTHOG_HOST: z.url().optional(),
  CHAT_APP_ID: z.string().trim().min(1).optional(),
  CHAT_REGION: z.enum(["us", "eu", "ap"]).optional(),
});

export const PUBLIC_ENV_KEYS = Object.keys(schema.shape) as (keyof z.infer<typeof schema>)[];

export interface PublicEnv {
  posthog: { key: string; host: string } | null;
  chat: { appId: string; region: "us" | "eu" | "ap" } | null;
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
  };
}

/** Everything from the environment that a build bakes in; a start with different values must rebuild. */
export function buildEnvFingerprint(env: NodeJS.ProcessEnv): string {
  return JSON.stringify({ siteUrl: env.PUBLIC_SITE_URL || null, ...readPublicEnv(env) });
}

/** Where a build goes: `build/` unless BUILD_DIR names another folder (tests build a second, configured copy). */
export function buildDirectory(env: NodeJS.ProcessEnv): string {
  return env.BUILD_DIR || "build";
}

export const BUILD_ENV_FILE = "build-env.json";
