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

/**
 * The toast of the server's answer to a submission, where it failed: the values stay, and the toast says
 * why. A success needs none: its panel takes the form's place, or the page the form moves on to shows it,
 * and a toast beside it said the same twice (docs/decisions/495).
 */
export function announceResult(definition: Definition, result: FormResult): void {
  if (result.status !== "failed") return;
  // The server's own reason (e.g. the rate limit) is more useful than the form's general failure text.
  const toast = result.message ? { ...definition.failure.toast, description: result.message } : definition.failure.toast;
  showToast({ ...toast, variant: "error" });
}
