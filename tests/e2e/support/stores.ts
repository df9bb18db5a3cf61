/**
 * The SQLite files the end-to-end servers store leads in (playwright.config.ts sets them as LEADS_DB_PATH),
 * relative to the project. `npm test` starts each run with none (tests/run-all.ts).
 */
export const E2E_STORES = {
  main: "data/e2e-leads.sqlite",
  thirdParty: "data/e2e-third-party-leads.sqlite",
} as const;
