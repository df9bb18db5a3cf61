import { describe, expect, it } from "vitest";
import { loadLeadsConfig, LeadsConfigError } from "../../../server/leads/config.ts";

describe("lead pipeline configuration", () => {
  it("defaults to SQLite in ./data, no CRM, 60 requests per minute and a backlog warning after 15 minutes", () => {
    expect(loadLeadsConfig({})).toEqual({
      dbPath: "./data/leads.sqlite",
      databaseUrl: null,
      crm: null,
      rateLimitPerMinute: 60,
      backlogWarnAfterMs: 15 * 60_000,
    });
  });

  it("reads every variable, empty ones counting as unset", () => {
    const config = loadLeadsConfig({
      LEADS_DB_PATH: "/var/lib/site/leads.sqlite",
      DATABASE_URL: "postgres://u:p@db:5432/site",
      CRM_URL: "https://crm.example.com/leads",
      CRM_API_KEY: "k1",
      CRM_MIGRATION_API_KEY: "",
      RATE_LIMIT_PER_MINUTE: "0",
      LEADS_BACKLOG_WARN_AFTER: "2h",
    });
    expect(config).toEqual({
      dbPath: "/var/lib/site/leads.sqlite",
      databaseUrl: "postgres://u:p@db:5432/site",
      crm: { url: "https://crm.example.com/leads", apiKey: "k1", migrationApiKey: undefined },
      rateLimitPerMinute: 0,
      backlogWarnAfterMs: 2 * 3_600_000,
    });
  });

  it("names each invalid variable in one error without echoing secret values", () => {
    let error: unknown;
    try {
      loadLeadsConfig({
        DATABASE_URL: "mysql://secret@db",
        CRM_URL: "ftp://crm",
        RATE_LIMIT_PER_MINUTE: "lots",
        LEADS_BACKLOG_WARN_AFTER: "soon",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LeadsConfigError);
    const message = (error as Error).message;
    expect(message).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
    expect(message).toContain("CRM_URL must be an http:// or https:// URL");
    expect(message).toContain("RATE_LIMIT_PER_MINUTE must be a whole number");
    expect(message).toContain("LEADS_BACKLOG_WARN_AFTER must be a duration such as 90s, 15m, 2h or 7d");
    expect(message).not.toContain("secret");
  });

  it("a CRM URL without an API key is an error naming CRM_API_KEY", () => {
    expect(() => loadLeadsConfig({ CRM_URL: "https://crm.example.com" })).toThrow(/CRM_API_KEY is required when CRM_URL is set/);
  });

  it("an API key without a CRM URL is an error naming CRM_URL", () => {
    expect(() => loadLeadsConfig({ CRM_API_KEY: "k" })).toThrow(/CRM_URL is required/);
  });
});
