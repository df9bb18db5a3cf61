import { data, redirect, type ActionFunctionArgs, type HeadersFunction } from "react-router";
import { HONEYPOT_FIELD } from "#model/form-module.ts";
import { CONSENT_VERSION_FIELD } from "#model/schema/consent-label.ts";
import { isBodyTooLarge } from "../../server/body-limit.ts";
import { acceptLead } from "../../server/leads/accept.ts";
import { leadDoorsContext } from "../../server/leads/context.ts";
import { RATE_LIMITED_HEADER } from "../../server/rate-limited.ts";
import { errorPageCopy } from "#model/schema/error-pages.ts";
import { localeOfPath } from "#model/schema/locales.ts";
import { sites } from "#generated/sites/index.ts";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import { withAnswersFromAddress } from "./answers-from-address.ts";
import { parseIntent } from "./intent.ts";
import { issueSentNote } from "./sent-note.server.ts";
import type { FormResult, PageForms } from "./types.ts";
import { valuesFromFormData, withinLimits, type FormValues } from "./values.ts";
import { move, stepOfFirstError } from "./wizard.ts";

/** What the server answers a form post, before it is shaped for the door it came through. */
type FormAnswer =
  | {
      kind: "result";
      status: number;
      result: FormResult;
      headers?: Record<string, string>;
      /** The page a success moves on to: the page door answers with a redirect there. */
      movesTo?: string;
    }
  /** A post the client got wrong (not a form, too large, a foreign page, a bad key). */
  | { kind: "refused"; status: 400 | 403 | 404 | 413 | 415; reason: string };

/**
 * A page's form posted without JavaScript (or before the browser's form island started): the page is
 * rendered again with the result. A success of a form that moves on (the evaluation's /thank-you, the
 * migration wizard's home page) is a 303 to that page instead, which shows the lead's reference from the
 * sent note (docs/decisions/421, 470).
 */
export async function formAction(args: ActionFunctionArgs, forms: PageForms) {
  const pageForms = Object.values(forms);
  const answer = await answerFormPost(
    args,
    (formId) => (Object.hasOwn(forms, formId) ? forms[formId] : undefined),
    "page",
    pageForms.length === 1 ? pageForms[0] : undefined,
  );
  switch (answer.kind) {
    case "refused":
      throw data(answer.reason, { status: answer.status });
    case "result":
      if (answer.movesTo) return redirect(answer.movesTo, { status: 303, headers: answer.headers });
      return data(answer.result, { status: answer.status, headers: answer.headers });
  }
}

/**
 * The page rendered after a post carries its action's headers (Retry-After on a 429 or a 503), and a page
 * that showed a sent note its loader's (the note cleared, the answer never cached): React Router sends a
 * route's headers only through the route's `headers` export.
 */
export const formHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
};

/**
 * The same post from the browser's form island (app/islands/): answered as JSON, a `FormResult` for every
 * outcome, so the live form shows it in place.
 */
export async function formJsonAction(args: ActionFunctionArgs, form: LeadForm | undefined): Promise<Response> {
  const answer = await answerFormPost(args, (formId) => (form?.id === formId ? form : undefined), "island", form);
  switch (answer.kind) {
    case "refused": {
      const refused: FormResult = { formId: form?.id ?? "", status: "failed", values: {}, step: 0, message: answer.reason };
      return Response.json(refused, { status: answer.status });
    }
    case "result":
      return Response.json(answer.result, { status: answer.status, headers: answer.headers });
  }
}

/**
 * The server's answer to every form post: the authority on validation, and the only path into the lead
 * store. It answers only after the lead is committed. For posts without JavaScript it also drives the wizard.
 */
async function answerFormPost(
  { request, context }: ActionFunctionArgs,
  findForm: (formId: string) => LeadForm | undefined,
  door: "page" | "island",
  /** The form a post to this address can only be for (the island's; a page's only one), known without reading it. */
  only: LeadForm | undefined,
): Promise<FormAnswer> {
  // Over the rate limit: the server lets only an address's first refusal in its window get here, and answers
  // the rest with a prebuilt page before anything reads them (decision 452). This one is read, so the page
  // comes back with the message and what the visitor typed, at the step they were on.
  const retryAfter = request.headers.get(RATE_LIMITED_HEADER);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch (error) {
    // Heavier than this address's forms allow, though it did not say so up front (a chunked body).
    if (isBodyTooLarge(error)) {
      const locale = only?.locale ?? localeOfPath(new URL(request.url).pathname);
      return refuse(413, errorPageCopy(sites[locale].errorPages, 413).body);
    }
    // Not a form post (a JSON or broken body): the sender's mistake, never a server error.
    return refuse(415, "This page accepts form posts only.");
  }
  const form = findForm(String(formData.get("formId") ?? ""));
  if (!form) return refuse(door === "page" ? 400 : 404, "Unknown form");

  // The page the form sits on; a page loaded directly has no Referer to a page of its own.
  const pageUrl = request.headers.get("referer") ?? request.url;
  const values = withAnswersFromAddress(form.definition, valuesFromFormData(formData, form.definition), pageUrl);
  const step = Number(formData.get("step")) || 0;
  // What an answer writes back into the form: what was typed, each value at most twice its field's limit,
  // so a value just past it comes back whole beside its message and a refused megabyte is never sent out again.
  const shown = (kept: FormValues) => withinLimits(form.definition, kept);
  if (retryAfter !== null) {
    const message = errorPageCopy(sites[form.locale].errorPages, 429).body;
    return {
      kind: "result",
      status: 429,
      result: { formId: form.id, status: "failed", values: shown(values), step, message },
      headers: { "Retry-After": retryAfter },
    };
  }
  const result = move(form, parseIntent(formData.get("intent")), step, values);
  if (result.kind === "stay") {
    const hasErrors = Object.keys(result.errors).length > 0;
    return hasErrors
      ? {
          kind: "result",
          status: 400,
          result: { formId: form.id, status: "invalid", errors: result.errors, values: shown(result.values), step: result.step },
        }
      : { kind: "result", status: 200, result: { formId: form.id, status: "step", values: shown(result.values), step: result.step } };
  }

  const acceptance = await acceptLead(context.get(leadDoorsContext), {
    form,
    door: "form",
    request,
    values,
    consentVersion: formData.get(CONSENT_VERSION_FIELD),
    honeypot: formData.get(HONEYPOT_FIELD),
    key: formData.get("idempotencyKey"),
    pageUrl,
  });
  switch (acceptance.outcome) {
    case "foreign-origin":
      return refuse(403, "This form may only be sent from this site.");
    case "bad-key":
      return refuse(400, acceptance.message);
    case "invalid": {
      const atStep = stepOfFirstError(form.definition, acceptance.errors);
      return {
        kind: "result",
        status: 400,
        result: { formId: form.id, status: "invalid", errors: acceptance.errors, values: shown(values), step: atStep },
      };
    }
    case "unavailable":
      return {
        kind: "result",
        status: 503,
        result: { formId: form.id, status: "failed", values: shown(values), step },
        headers: { "Retry-After": "5" },
      };
    case "key-reused":
      // The first version was stored but its answer never arrived; this one differs and must not vanish.
      return {
        kind: "result",
        status: 422,
        result: { formId: form.id, status: "failed", values: shown(values), step, message: sites[form.locale].labels.formResent },
      };
    case "accepted":
      break;
  }

  const reference = acceptance.reference === null ? {} : { reference: acceptance.reference };
  const sent: FormResult = { formId: form.id, status: "success", ...reference };
  const { redirect: next } = form.definition.success;
  if (next === undefined) return { kind: "result", status: 200, result: sent };
  // A form that moves on ends on its target whatever the door: the island after its delay, a post without
  // JavaScript (or sent before the island started) at once, with the same note (decision 470).
  const headers = { "Set-Cookie": await issueSentNote({ request, context }, { formId: form.id, ...reference }) };
  return { kind: "result", status: 200, result: sent, headers, ...(door === "page" && { movesTo: next.href }) };
}

/** A post the client got wrong: logged at info with its reason, answered with the error page for its status. */
function refuse(status: 400 | 403 | 404 | 413 | 415, reason: string): FormAnswer {
  console.info(JSON.stringify({ level: "info", event: "form_refused", status, reason }));
  return { kind: "refused", status, reason };
}
