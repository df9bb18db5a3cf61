import { describe, expect, it } from "vitest";
import { ConfigError } from "#model/settings.ts";
import { readServerConfig } from "../../../server/config.ts";

const leadSettings = (env: Record<string, string>) => readServerConfig(env).leads;

describe("the lead pipeline's settings", () => {
  it("defaults to SQLite in ./data, no CRM, 60 requests per minute and a backlog warning after 15 minutes", () => {
    expect(leadSettings({})).toEqual({
      dbPath: "./data/leads.sqlite",
      databaseUrl: null,
      crm: null,
      rateLimitPerMinute: 60,
      backlogWarnAfterMs: 15 * 60_000,
      sentNoteSecret: null,
    });
  });

  it("reads every variable, empty ones counting as unset", () => {
    const config = leadSettings({
      LEADS_DB_PATH: "/var/lib/site/leads.sqlite",
      DATABASE_URL: "postgres://u:p@db:5432/site",
      CRM_URL: "https://crm.example.com/leads",
      CRM_API_KEY: "k1",
      CRM_MIGRATION_API_KEY: "",
      RATE_LIMIT_PER_MINUTE: "0",
      LEADS_BACKLOG_WARN_AFTER: "2h",
      SENT_NOTE_SECRET: "f".repeat(64),
    });
    expect(config).toEqual({
      dbPath: "/var/lib/site/leads.sqlite",
      databaseUrl: "postgres://u:p@db:5432/site",
      crm: { url: "https://crm.example.com/leads", apiKey: "k1", migrationApiKey: undefined },
      rateLimitPerMinute: 0,
      backlogWarnAfterMs: 2 * 3_600_000,
      sentNoteSecret: "f".repeat(64),
    });
  });

  it("names each invalid variable in one error without echoing secret values", () => {
    let error: unknown;
    try {
      leadSettings({
        DATABASE_URL: "mysql://secret@db",
        CRM_URL: "ftp://crm",
        RATE_LIMIT_PER_MINUTE: "lots",
        LEADS_BACKLOG_WARN_AFTER: "soon",
        SENT_NOTE_SECRET: "secret",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
    expect(message).toContain("CRM_URL must be an http:// or https:// URL");
    expect(message).toContain("RATE_LIMIT_PER_MINUTE must be a whole number");
    expect(message).toContain("LEADS_BACKLOG_WARN_AFTER must be a duration such as 90s, 15m, 2h or 7d");
    expect(message).toContain("SENT_NOTE_SECRET must be at least 32 characters");
    expect(message).not.toContain("secret");
  });

  it("a CRM URL without an API key is an error naming CRM_API_KEY", () => {
    expect(() => leadSettings({ CRM_URL: "https://crm.example.com" })).toThrow(/CRM_API_KEY is required when CRM_URL is set/);
  });

  it("an API key without a CRM URL is an error naming CRM_URL", () => {
    expect(() => leadSettings({ CRM_API_KEY: "k" })).toThrow(/CRM_URL is required/);
  });
});

describe("one configuration for the whole server", () => {
  it("defaults to port 3000 on every interface, no public site URL and no trusted proxy", () => {
    expect(readServerConfig({})).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", PUBLIC_SITE_URL: undefined, TRUST_PROXY: [] });
  });

  it("one error lists every bad variable, server and lead pipeline alike, one per line in one format", () => {
    expect(() => readServerConfig({ PORT: "eighty", TRUST_PROXY: "yes", PUBLIC_SITE_URL: "site.example", CRM_URL: "https://crm" })).toThrow(
      [
        "Invalid server configuration:",
        "  PORT must be a port number (0 to 65535)",
        "  PUBLIC_SITE_URL must be an http:// or https:// URL",
        "  TRUST_PROXY must be loopback or a list of proxy addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8,::1)",
        "  CRM_API_KEY is required when CRM_URL is set",
      ].join("\n"),
    );
  });

  it("an empty variable counts as unset for server settings too", () => {
    expect(readServerConfig({ PORT: "", PUBLIC_SITE_URL: "" })).toMatchObject({ PORT: 3000, PUBLIC_SITE_URL: undefined });
  });
});
