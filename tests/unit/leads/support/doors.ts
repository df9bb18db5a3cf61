import { RouterContextProvider, type ActionFunctionArgs } from "react-router";
import { formsByKind } from "../../../../app/.generated/forms/by-kind.ts";
import { leadDoorsContext, type LeadDoors } from "../../../../server/leads/context.ts";
import { crmPayloads } from "../../../../server/leads/crm-payload.ts";
import { silentLogger } from "../../../../server/leads/logger.ts";
import { createLeadService, type LeadService } from "../../../../server/leads/service.ts";
import type { LeadStore } from "../../../../server/leads/store.ts";

/** The CRM bodies of the real generated forms, as the server takes them from its build. */
export const payloads = crmPayloads(formsByKind);

/** The lead service a server without a CRM runs, on `store`. */
export function serviceOn(store: LeadStore): LeadService {
  return createLeadService({ dbPath: ":memory:", databaseUrl: null, crm: null, rateLimitPerMinute: 0 }, payloads, silentLogger, store);
}

/** React Router's load context as the server builds it for every request. */
export function loadContextFor(doors: LeadDoors): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(leadDoorsContext, doors);
  return context;
}

/** What React Router hands a route action for `request`. */
export function actionArgs(request: Request, context: RouterContextProvider): ActionFunctionArgs {
  return { request, params: {}, context, url: new URL(request.url), pattern: "" };
}
