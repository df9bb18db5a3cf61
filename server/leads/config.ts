import { z } from "zod";
import { DURATION_EXAMPLES, parseDuration } from "./duration.ts";
import type { CrmConfig } from "./outbox.ts";

export type LeadsConfig = {
  dbPath: string;
  /** PostgreSQL connection string; when set it replaces SQLite. */
  databaseUrl: string | null;
  /** null: no CRM configured, leads are stored and held. */
  crm: CrmConfig | null;
  rateLimitPerMinute: number;
  /** A warning is logged while the oldest undelivered lead is older than this; default 15 minutes. */
  backlogWarnAfterMs?: number;
};

export const DEFAULT_DB_PATH = "./data/leads.sqlite";
// High enough for an office of people behind one NAT address, low enough to blunt a script.
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;
export const DEFAULT_BACKLOG_WARN_AFTER_MS = 15 * 60_000;

export class LeadsConfigError extends Error {
  override name = "LeadsConfigError";
}

// An empty variable (`FOO=` in an env file) means "not set", not "set to nothing".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const httpUrl = z.string().refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), "must be an http:// or https:// URL");

const envSchema = z
  .object({
    LEADS_DB_PATH: optional(z.string()),
    DATABASE_URL: optional(z.string().refine((v) => /^postgres(ql)?:\/\//.test(v), "must be a postgres:// or postgresql:// URL")),
    CRM_URL: optional(httpUrl),
    CRM_API_KEY: optional(z.string()),
    CRM_MIGRATION_API_KEY: optional(z.string()),
    RATE_LIMIT_PER_MINUTE: optional(z.string().regex(/^\d+$/, "must be a whole number of requests per minute (0 turns the limit off)")),
    LEADS_BACKLOG_WARN_AFTER: optional(
      z.string().refine((v) => (parseDuration(v) ?? 0) > 0, `must be a duration such as ${DURATION_EXAMPLES}`),
    ),
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
 * Reads the lead pipeline's settings. Throws one LeadsConfigError naming every bad variable; values
 * are never echoed because several of them are secrets.
 */
export function loadLeadsConfig(env: Record<string, string | undefined> = process.env): LeadsConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const message = issue.code === "invalid_type" ? "must be text" : issue.message;
      return `  ${name} ${message}`;
    });
    throw new LeadsConfigError(`Invalid lead pipeline configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  return {
    dbPath: e.LEADS_DB_PATH ?? DEFAULT_DB_PATH,
    databaseUrl: e.DATABASE_URL ?? null,
    crm: e.CRM_URL && e.CRM_API_KEY ? { url: e.CRM_URL, apiKey: e.CRM_API_KEY, migrationApiKey: e.CRM_MIGRATION_API_KEY } : null,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE === undefined ? DEFAULT_RATE_LIMIT_PER_MINUTE : Number(e.RATE_LIMIT_PER_MINUTE),
    backlogWarnAfterMs:
      e.LEADS_BACKLOG_WARN_AFTER === undefined
        ? DEFAULT_BACKLOG_WARN_AFTER_MS
        : (parseDuration(e.LEADS_BACKLOG_WARN_AFTER) ?? DEFAULT_BACKLOG_WARN_AFTER_MS),
  };
}
