import type { FieldErrors } from "#model/form-module.ts";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import { showToast } from "../lib/toast.ts";
import { firstProblem } from "./first-problem.ts";
import type { FormResult } from "./types.ts";

type Definition = LeadForm["definition"];

/** The toast of a submission the browser refused, where the form has one: its first problem (spec §5). */
export function announceRefusal(definition: Definition, errors: FieldErrors): void {
  if (definition.invalidToast) showToast({ ...definition.invalidToast, description: firstProblem(definition, errors), variant: "error" });
}

/** The toast of the server's answer to a submission; what stays on the page is the state's (form-state.ts). */
export function announceResult(definition: Definition, result: FormResult): void {
  if (result.status === "success") {
    const { success } = definition;
    // A form that moves on confirms on the page it moves to, which the server's sent note tells
    // (docs/decisions/421); a form that stays shows its toast here.
    if (success.toast && !success.redirect) showToast({ ...success.toast, variant: "success" });
  } else if (result.status === "failed") {
    // The server's own reason (e.g. the rate limit) is more useful than the form's general failure text.
    const toast = result.message ? { ...definition.failure.toast, description: result.message } : definition.failure.toast;
    showToast({ ...toast, variant: "error" });
  }
}
