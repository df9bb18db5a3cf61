import type { ActionFunctionArgs } from "react-router";
import { leadDoorsContext } from "../../server/leads/context.ts";
import { handleLeadJsonRequest, type FormsByLocale } from "../../server/leads/json-api.ts";
import { form as homeContact } from "../.generated/forms/home-contact.ts";
import { form as partnership } from "../.generated/forms/partnership.ts";
import { form as startup } from "../.generated/forms/startup.ts";

/**
 * The JSON APIs of spec §7, each validated by the generated schema of the form it stands for:
 * /api/contact is the home contact form's internal path (docs/decisions/004-json-api-forms.md).
 * A translated form module joins its API here under its locale.
 */
const apis: Readonly<Record<string, FormsByLocale>> = {
  "/api/contact": { en: homeContact },
  "/api/startup": { en: startup },
  "/api/partners": { en: partnership },
};

export function leadApiAction({ request, context }: ActionFunctionArgs): Promise<Response> | Response {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const forms = Object.hasOwn(apis, path) ? apis[path] : undefined;
  if (!forms) return Response.json({ error: "Not found" }, { status: 404, headers: { "cache-control": "no-store" } });
  return handleLeadJsonRequest(request, forms, context.get(leadDoorsContext));
}
