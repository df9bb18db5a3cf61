import type { ActionFunctionArgs } from "react-router";
import { leadDoorsContext } from "../../server/leads/context.ts";
import { handleLeadJsonRequest } from "../../server/leads/json-api.ts";
import type { LeadForm } from "../.generated/forms/by-kind.ts";
import { form as homeContact } from "../.generated/forms/home-contact.ts";
import { form as partnership } from "../.generated/forms/partnership.ts";
import { form as startup } from "../.generated/forms/startup.ts";

/**
 * The JSON APIs of spec §7, each validated by the generated schema of the form it stands for:
 * /api/contact is the home contact form's internal path (docs/decisions/004-json-api-forms.md).
 */
const apis: Readonly<Record<string, LeadForm>> = {
  "/api/contact": homeContact,
  "/api/startup": startup,
  "/api/partners": partnership,
};

export function leadApiAction({ request, context }: ActionFunctionArgs): Promise<Response> | Response {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const form = Object.hasOwn(apis, path) ? apis[path] : undefined;
  if (!form) return Response.json({ error: "Not found" }, { status: 404, headers: { "cache-control": "no-store" } });
  return handleLeadJsonRequest(request, form, context.get(leadDoorsContext));
}
