import { RouterContextProvider, type ActionFunctionArgs } from "react-router";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import { formAction, formJsonAction } from "../../../../app/forms/action.server.ts";
import type { FormResult } from "../../../../app/forms/types.ts";
import { formsByKind } from "#generated/forms/by-kind.ts";
import type { Clock } from "../../../../server/leads/clock.ts";
import { leadLoadContext, type LeadDoors } from "../../../../server/leads/context.ts";
import { crmPayloads } from "../../../../server/leads/crm-payload.ts";
import { silentLogger } from "../../../../server/leads/logger.ts";
import { createLeadService, type LeadService } from "../../../../server/leads/service.ts";
import type { LeadStore } from "../../../../server/leads/store.ts";

/** The CRM bodies of the real generated forms, as the server takes them from its build. */
export const payloads = crmPayloads(formsByKind);

/** The lead service a server without a CRM runs, on `store` (and on `clock`'s time and timers when given). */
export function serviceOn(store: LeadStore, clock?: Clock): LeadService {
  return createLeadService(
    { dbPath: ":memory:", databaseUrl: null, crm: null, rateLimitPerMinute: 0 },
    payloads,
    silentLogger,
    store,
    clock,
  );
}

/** What React Router hands a route action for `request`. */
export function actionArgs(request: Request, context: RouterContextProvider): ActionFunctionArgs {
  return { request, params: {}, context, url: new URL(request.url), pattern: "" };
}

/**
 * Posts `request` to a page's form action holding `form`, as React Router would, and gives back the
 * answer the page renders. A redirect (the confirmation page) is thrown as a Response, as React Router does.
 */
export async function postToForm(
  request: Request,
  form: LeadForm,
  doors: LeadDoors | RouterContextProvider,
): Promise<{ result: FormResult; status: number }> {
  const context = doors instanceof RouterContextProvider ? doors : leadLoadContext(doors);
  // formAction answers with React Router's `data()`: its body and ResponseInit.
  const answered = await formAction(actionArgs(request, context), { [form.id]: form });
  // A success that moves on at once is a redirect, thrown like React Router's own for the caller to read.
  if (answered instanceof Response) throw answered;
  const answer = answered as unknown as { data: FormResult; init: { status: number } };
  return { result: answer.data, status: answer.init.status };
}

/** Posts `request` to the form island's door (app/routes/form-post.ts) for `form`, and reads its JSON answer. */
export async function postToIsland(
  request: Request,
  form: LeadForm | undefined,
  doors: LeadDoors,
): Promise<{ result: FormResult; status: number; contentType: string | null; setCookie: string | null }> {
  const response = await formJsonAction(actionArgs(request, leadLoadContext(doors)), form);
  const { status, headers } = response;
  return {
    result: (await response.json()) as FormResult,
    status,
    contentType: headers.get("Content-Type"),
    setCookie: headers.get("Set-Cookie"),
  };
}
