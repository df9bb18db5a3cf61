import type { ActionFunctionArgs } from "react-router";
import { leadDoorsContext } from "../../server/leads/context.ts";
import type { Locale } from "#model/schema/locales.ts";
import { handleLeadJsonRequest } from "../../server/leads/json-api.ts";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import { form as homeContact } from "#generated/forms/home-contact.ts";
import { form as partnership } from "#generated/forms/partnership.ts";
import { form as ruHomeContact } from "#generated/forms/ru/home-contact.ts";
import { form as ruPartnership } from "#generated/forms/ru/partnership.ts";
import { form as ruStartup } from "#generated/forms/ru/startup.ts";
import { form as startup } from "#generated/forms/startup.ts";
import { form as uzHomeContact } from "#generated/forms/uz/home-contact.ts";
import { form as uzPartnership } from "#generated/forms/uz/partnership.ts";
import { form as uzStartup } from "#generated/forms/uz/startup.ts";

/**
 * The JSON APIs of spec §7, each validated by the generated schema of the form it stands for:
 * /api/contact is the home contact form's internal path (docs/decisions/004-json-api-forms.md). Each
 * lists its form in every language of the site (a new language is a compile error here), so a request's
 * `locale` picks that language's rules and messages (decision 344).
 */
const apis: Readonly<Record<string, { readonly [L in Locale]: LeadForm }>> = {
  "/api/contact": { en: homeContact, ru: ruHomeContact, uz: uzHomeContact },
  "/api/startup": { en: startup, ru: ruStartup, uz: uzStartup },
  "/api/partners": { en: partnership, ru: ruPartnership, uz: uzPartnership },
};

export function leadApiAction({ request, context }: ActionFunctionArgs): Promise<Response> | Response {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const forms = Object.hasOwn(apis, path) ? apis[path] : undefined;
  if (!forms) return Response.json({ error: "Not found" }, { status: 404, headers: { "cache-control": "no-store" } });
  return handleLeadJsonRequest(request, forms, context.get(leadDoorsContext));
}
