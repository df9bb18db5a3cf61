import { data, redirect, type ActionFunctionArgs } from "react-router";
import { HONEYPOT_FIELD } from "../../codegen/form-module.ts";
import { isBodyTooLarge, MAX_FORM_BODY_BYTES } from "../../server/body-limit.ts";
import { acceptLead } from "../../server/leads/accept.ts";
import { leadDoorsContext } from "../../server/leads/context.ts";
import { RATE_LIMITED_HEADER } from "../../server/rate-limited.ts";
import { errorPageCopy } from "../../codegen/schema/error-pages.ts";
import { sites } from "../.generated/sites/index.ts";
import { parseIntent } from "./intent.ts";
import type { FormResult, PageForms } from "./types.ts";
import { valuesFromFormData } from "./values.ts";
import { move, stepOfFirstError } from "./wizard.ts";

/**
 * The server's answer to every form post: the authority on validation, and the only path into the lead
 * store. It answers only after the lead is committed. Without JavaScript it also drives the wizard.
 */
export async function formAction({ request, context }: ActionFunctionArgs, forms: PageForms) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch (error) {
    if (isBodyTooLarge(error)) {
      refuse(
        413,
        `This form is larger than the ${MAX_FORM_BODY_BYTES / 1024 / 1024} MiB a request may carry. Please shorten it and send it again.`,
      );
    }
    // Not a form post (a JSON or broken body): the sender's mistake, never a server error.
    refuse(415, "This page accepts form posts only.");
  }
  const formId = String(formData.get("formId") ?? "");
  // Own properties only: "constructor" or "__proto__" must not find Object's.
  const form = Object.hasOwn(forms, formId) ? forms[formId] : undefined;
  if (!form) refuse(400, "Unknown form");

  const values = valuesFromFormData(formData, form.definition);
  const step = Number(formData.get("step")) || 0;
  const retryAfter = request.headers.get(RATE_LIMITED_HEADER);
  if (retryAfter !== null) {
    const answer: FormResult = {
      formId: form.id,
      status: "failed",
      values,
      step,
      message: errorPageCopy(sites[form.locale].errorPages, 429).body,
    };
    return data(answer, { status: 429, headers: { "Retry-After": retryAfter } });
  }
  const result = move(form, parseIntent(formData.get("intent")), step, values);
  if (result.kind === "stay") {
    const hasErrors = Object.keys(result.errors).length > 0;
    const answer: FormResult = hasErrors
      ? { formId: form.id, status: "invalid", errors: result.errors, values: result.values, step: result.step }
      : { formId: form.id, status: "step", values: result.values, step: result.step };
    return data(answer, { status: hasErrors ? 400 : 200 });
  }

  const acceptance = await acceptLead(context.get(leadDoorsContext), {
    form,
    door: "form",
    request,
    values,
    honeypot: formData.get(HONEYPOT_FIELD),
    key: formData.get("idempotencyKey"),
    // The page the form sits on; a page loaded directly has no Referer to a page of its own.
    pageUrl: request.headers.get("referer") ?? request.url,
  });
  switch (acceptance.outcome) {
    case "foreign-origin":
      refuse(403, "This form may only be sent from this site.");
    case "bad-key":
      refuse(400, acceptance.message);
    case "invalid": {
      const answer: FormResult = {
        formId: form.id,
        status: "invalid",
        errors: acceptance.errors,
        values,
        step: stepOfFirstError(form.definition, acceptance.errors),
      };
      return data(answer, { status: 400 });
    }
    case "unavailable": {
      const answer: FormResult = { formId: form.id, status: "failed", values, step };
      return data(answer, { status: 503, headers: { "Retry-After": "5" } });
    }
    case "key-reused": {
      // The first version was stored but its answer never arrived; this one differs and must not vanish.
      const answer: FormResult = { formId: form.id, status: "failed", values, step, message: KEY_REUSED_MESSAGE };
      return data(answer, { status: 422 });
    }
    case "accepted":
      break;
  }

  const withScript = formData.get("js") === "1";
  const redirectTo = form.definition.success.redirect;
  // A page that confirms the request (e.g. /thank-you) is the success state without JavaScript;
  // with it, the browser shows the toast first and moves on itself.
  if (!withScript && redirectTo && redirectTo.delayMs === 0) throw redirect(redirectTo.href);
  const answer: FormResult = { formId: form.id, status: "success" };
  return data(answer, { status: 200 });
}

const KEY_REUSED_MESSAGE = "This form was already sent with other answers. Please reload the page and send it again.";

/** A post the client got wrong: logged at info with its reason, answered with the error page for its status. */
function refuse(status: 400 | 403 | 413 | 415, reason: string): never {
  console.info(JSON.stringify({ level: "info", event: "form_refused", status, reason }));
  throw data(reason, { status });
}
