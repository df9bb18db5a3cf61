import { z } from "zod";
import { httpUrl, optional, readSettings } from "#model/settings.ts";
import { DURATION_EXAMPLES, parseDuration } from "./leads/duration.ts";
import type { CrmConfig } from "./leads/outbox.ts";
import { parseTrustedProxies, type TrustedProxies } from "./trusted-proxies.ts";

/**
 * The server's run-time settings: every environment variable the running server, the dev server and
 * `npm run leads` read, in one schema, read the one way settings are read (model/settings.ts). The
 * public settings a build bakes into the pages are apart, in model/public-env.ts (build time, no secrets).
 */
export type ServerConfig = {
  PORT: number;
  HOST: string;
  /** The public site's origin: trusted for form posts and the JSON APIs (decision 007). */
  PUBLIC_SITE_URL: string | undefined;
  /** The reverse proxies whose forwarding headers count (decision 340); empty: none, the headers are ignored. */
  TRUST_PROXY: TrustedProxies;
  /** How long a client has to send a whole request, head and body; then it gets 408 and its connection closes. */
  requestTimeoutMs: number;
  leads: LeadsConfig;
  /** `npm run dev` and the editor's dev server only (decision 442). */
  dev: DevConfig;
  /** Settings that work but that the operator should look at, logged once at start-up. */
  warnings: readonly string[];
};

export type LeadsConfig = {
  dbPath: string;
  /** PostgreSQL connection string; when set it replaces SQLite. */
  databaseUrl: string | null;
  /** null: no CRM configured, leads are stored and held. */
  crm: CrmConfig | null;
  rateLimitPerMinute: number;
  /** A warning is logged while the oldest undelivered lead is older than this; default 15 minutes. */
  backlogWarnAfterMs?: number;
  /** The key sent notes are signed with; null: the one kept in the lead store (docs/decisions/453). */
  sentNoteSecret?: string | null;
};

export type DevConfig = {
  /** Where the dev server listens: loopback unless DEV_HOST asks for more (a phone on the LAN, say). */
  host: string;
  /** "verbose" (DEV_LOG=verbose): a line per request, as in production, and Vite's per module; otherwise only problems. */
  log: "problems" | "verbose";
};

export const DEFAULT_BACKLOG_WARN_AFTER_MS = 15 * 60_000;
// A 1 MiB form (the body limit) reaches the server in under a minute on a slow mobile link; a client that
// takes longer is holding a connection, not sending a form.
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
// High enough for an office of people behind one NAT address, low enough to blunt a script.
const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;

const LEGACY_TRUST_PROXY_WARNING =
  "TRUST_PROXY=1 (or true) now trusts forwarding headers only from proxies on this machine (127.0.0.0/8, ::1); " +
  "list a proxy elsewhere by its address, e.g. TRUST_PROXY=10.0.0.5 (decision 340)";

const envSchema = z
  .object({
    PORT: optional(
      z
        .string()
        .regex(/^\d{1,5}$/, "must be a port number (0 to 65535)")
        .transform(Number)
        .pipe(z.number().max(65535, "must be a port number (0 to 65535)")),
    ),
    HOST: optional(z.string()),
    PUBLIC_SITE_URL: optional(httpUrl),
    TRUST_PROXY: optional(
      z
        .string()
        .superRefine((value, ctx) => {
          const parsed = parseTrustedProxies(value);
          if ("error" in parsed) ctx.addIssue({ code: "custom", message: parsed.error });
        })
        .transform(parseTrustedProxies),
    ),
    LEADS_DB_PATH: optional(z.string()),
    DATABASE_URL: optional(z.string().refine((v) => /^postgres(ql)?:\/\//.test(v), "must be a postgres:// or postgresql:// URL")),
    CRM_URL: optional(httpUrl),
    CRM_API_KEY: optional(z.string()),
    CRM_MIGRATION_API_KEY: optional(z.string()),
    RATE_LIMIT_PER_MINUTE: optional(z.string().regex(/^\d+$/, "must be a whole number of requests per minute (0 turns the limit off)")),
    LEADS_BACKLOG_WARN_AFTER: optional(
      z.string().refine((v) => (parseDuration(v) ?? 0) > 0, `must be a duration such as ${DURATION_EXAMPLES}`),
    ),
    DEV_HOST: optional(z.string()),
    DEV_LOG: optional(z.enum(["verbose"], "must be verbose, or unset for only the requests that failed")),
    REQUEST_TIMEOUT: optional(z.string().refine((v) => (parseDuration(v) ?? 0) > 0, `must be a duration such as ${DURATION_EXAMPLES}`)),
    // Anything hard to guess; `openssl rand -hex 32` makes one.
    SENT_NOTE_SECRET: optional(z.string().min(32, "must be at least 32 characters (openssl rand -hex 32 makes one)")),
  })
  .superRefine((env, ctx) => {
    if (env.CRM_URL && !env.CRM_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["CRM_API_KEY"], message: "is required when CRM_URL is set" });
    }
    if (!env.CRM_URL && (env.CRM_API_KEY || env.CRM_MIGRATION_API_KEY)) {
      ctx.addIssue({ code: "custom", path: ["CRM_URL"], message: "is required when a CRM API key is set" });
    }
  });

/**
 * Reads the environment once at start-up. Throws one ConfigError naming every bad variable, one per
 * line (`  NAME what it must be`); values are never echoed because several of them are secrets.
 */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const e = readSettings(envSchema, env, "server configuration");
  // Only a valid value gets here; the type still admits the error case.
  const trusted = e.TRUST_PROXY && "proxies" in e.TRUST_PROXY ? e.TRUST_PROXY : { proxies: [], legacy: false };
  return {
    PORT: e.PORT ?? 3000,
    HOST: e.HOST ?? "0.0.0.0",
    PUBLIC_SITE_URL: e.PUBLIC_SITE_URL,
    TRUST_PROXY: trusted.proxies,
    requestTimeoutMs: (e.REQUEST_TIMEOUT === undefined ? undefined : parseDuration(e.REQUEST_TIMEOUT)) ?? DEFAULT_REQUEST_TIMEOUT_MS,
    leads: {
      dbPath: e.LEADS_DB_PATH ?? "./data/leads.sqlite",
      databaseUrl: e.DATABASE_URL ?? null,
      crm: e.CRM_URL && e.CRM_API_KEY ? { url: e.CRM_URL, apiKey: e.CRM_API_KEY, migrationApiKey: e.CRM_MIGRATION_API_KEY } : null,
      rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE === undefined ? DEFAULT_RATE_LIMIT_PER_MINUTE : Number(e.RATE_LIMIT_PER_MINUTE),
      backlogWarnAfterMs:
        e.LEADS_BACKLOG_WARN_AFTER === undefined
          ? DEFAULT_BACKLOG_WARN_AFTER_MS
          : (parseDuration(e.LEADS_BACKLOG_WARN_AFTER) ?? DEFAULT_BACKLOG_WARN_AFTER_MS),
      sentNoteSecret: e.SENT_NOTE_SECRET ?? null,
    },
    dev: { host: e.DEV_HOST ?? "127.0.0.1", log: e.DEV_LOG ?? "problems" },
    warnings: trusted.legacy ? [LEGACY_TRUST_PROXY_WARNING] : [],
  };
}
