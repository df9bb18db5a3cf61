import { form as homeContact } from "../app/.generated/forms/home-contact.ts";
import { form as partnership } from "../app/.generated/forms/partnership.ts";
import { form as startup } from "../app/.generated/forms/startup.ts";
import type { FormModule } from "../codegen/form-module.ts";
import { handleLeadJsonRequest } from "./leads/json-api.ts";
import type { LeadService } from "./leads/service.ts";
import { zodValidator } from "./leads/validation.ts";

/**
 * The JSON APIs of spec §7, each validated by the generated schema of the form it stands for:
 * /api/contact is the home contact form's internal path (docs/decisions/004-json-api-forms.md).
 */
const apis = new Map<string, FormModule>([
  ["/api/contact", homeContact],
  ["/api/startup", startup],
  ["/api/partners", partnership],
]);

export function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/");
}

export async function handleApi(request: Request, service: LeadService, allowedOrigins: readonly string[]): Promise<Response> {
  const form = apis.get(new URL(request.url).pathname.replace(/\/+$/, ""));
  if (!form) return Response.json({ error: "Not found" }, { status: 404, headers: { "cache-control": "no-store" } });
  return handleLeadJsonRequest(request, {
    kind: form.definition.kind,
    validate: zodValidator(form.schema),
    store: service.store,
    allowedOrigins,
    onCommitted: () => service.outbox.nudge(),
  });
}
