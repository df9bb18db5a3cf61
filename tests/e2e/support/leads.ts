import { join } from "node:path";
import { expect } from "@playwright/test";
import { leadsFor as storedLeadsFor, type StoredLeadRow } from "../../support/stored-leads.ts";
import { E2E_STORES } from "./stores.ts";

/** The SQLite file the e2e server stores leads in. */
export const E2E_LEADS_DB = join(process.cwd(), E2E_STORES.main);

export const leadsFor = (email: string, store = E2E_LEADS_DB): StoredLeadRow[] => storedLeadsFor(email, store);

/** Waits for the stored lead instead of sleeping: the store is the source of truth. */
export async function expectStored(email: string, kind: string, store = E2E_LEADS_DB): Promise<StoredLeadRow> {
  await expect.poll(() => leadsFor(email, store).map((lead) => lead.kind)).toEqual([kind]);
  return leadsFor(email, store)[0]!;
}

/** A unique address per test run, so parallel tests and reruns never see each other's leads. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`;
}
