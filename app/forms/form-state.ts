import { type FieldErrors, type FormModule } from "#model/form-module.ts";
import type { Intent } from "./intent.ts";
import { fieldElementId, partElementId } from "./element-ids.ts";
import type { FormResult } from "./types.ts";
import { recheckShown } from "./validate.ts";
import { initialValues, isRowsField, rowSlots, type FormValues, type RowSlot } from "./values.ts";
import { move, stepOfFirstError } from "./wizard.ts";

/**
 * Everything a form shows that is not a field's own value. The values live in the browser's fields
 * (decision 320); `values` is only what they held when last read, for counters, totals and the review.
 */
export interface FormState {
  /** Bumped by a start over: every field gets new elements, which start from `start`. */
  generation: number;
  /** What the fields start from: blank, or what a post without JavaScript sent back. */
  start: FormValues;
  /** The rows each repeated group shows, each with a key it keeps while on screen. */
  slots: Record<string, RowSlot[]>;
  values: FormValues;
  errors: FieldErrors;
  step: number;
  /** The success state and the reference it shows. */
  sent: { reference: string | undefined } | null;
  /** The element to focus once this state is on screen; a new object each time, so the same one can be focused again. */
  focus: { id: string } | null;
  submitting: boolean;
  redirect: { href: string; delayMs: number } | null;
}

export type FormAction =
  /** The visitor changed a field: what the form holds now. */
  | { type: "read"; values: FormValues }
  /** A button other than submit: a wizard step, a row added or removed, a start over. */
  | { type: "move"; intent: Exclude<Intent, { type: "submit" }>; values: FormValues }
  /** A submission the browser's own check refused. */
  | { type: "refuse"; values: FormValues; errors: FieldErrors }
  /** A submission on its way to the server. */
  | { type: "send"; values: FormValues }
  | { type: "answer"; result: FormResult };

/** The state a form opens with: blank, or the answer to a post without JavaScript the page is. */
export function initialFormState(form: FormModule, posted: FormResult | undefined): FormState {
  const start = posted && "values" in posted ? (posted.values as FormValues) : initialValues(form.definition);
  return {
    generation: 0,
    start,
    slots: rowSlots(form.definition, start),
    values: start,
    errors: posted?.status === "invalid" ? posted.errors : {},
    step: posted && "step" in posted ? posted.step : 0,
    sent: posted?.status === "success" ? { reference: posted.reference } : null,
    focus: null,
    submitting: false,
    redirect: null,
  };
}

/**
 * The form's one state machine in the browser: every change of what it shows goes through here, as a pure
 * function of the state and what happened, so it is tested without a DOM. Side effects (toasts, the post,
 * focus, the redirect) stay in the hook that dispatches (use-lead-form.ts).
 */
export function formReducer(form: FormModule, state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case "read":
      return { ...state, values: action.values, errors: recheckShown(form.schema, action.values, state.errors) };
    case "move":
      return moved(form, state, action.intent, action.values);
    case "refuse":
      return withErrors(form, { ...state, values: action.values }, action.errors, stepOfFirstError(form.definition, action.errors));
    case "send":
      return { ...state, values: action.values, errors: {}, submitting: true };
    case "answer":
      return answered(form, { ...state, submitting: false }, action.result);
  }
}

function moved(form: FormModule, state: FormState, intent: Exclude<Intent, { type: "submit" }>, values: FormValues): FormState {
  if (intent.type === "reset") {
    if (!state.sent) return startOver(form, state);
    // "Send another" on a success state: the form again, empty, with the focus in its first field.
    const first = form.definition.fields[0]?.name;
    return { ...startOver(form, state), sent: null, focus: first ? { id: fieldElementId(form.id, first) } : null };
  }
  const next = move(form, intent, state.step, values);
  if (next.kind === "submit") return state;
  const changed = { ...withRows(form, state, intent), values: next.values };
  if (Object.keys(next.errors).length > 0) return withErrors(form, changed, next.errors, next.step);
  if (next.step === state.step) return { ...changed, errors: {} };
  return { ...changed, errors: {}, step: next.step, focus: { id: partElementId(form.id, `step-${next.step}`) } };
}

function answered(form: FormModule, state: FormState, result: FormResult): FormState {
  if (result.status === "invalid") return withErrors(form, state, result.errors, result.step);
  if (result.status !== "success") return state;
  const { success } = form.definition;
  return {
    ...(success.reset ? startOver(form, state) : state),
    errors: {},
    sent: { reference: result.reference },
    focus: { id: partElementId(form.id, "sent") },
    redirect: success.redirect ?? null,
  };
}

/** Errors on screen, the step that holds the first, and the focus on it (or on the summary when none is a field). */
function withErrors(form: FormModule, state: FormState, errors: FieldErrors, step: number): FormState {
  const first = Object.keys(errors)[0];
  const id = first ? fieldElementId(form.id, first) : partElementId(form.id, "summary");
  return { ...state, errors, step, focus: { id } };
}

/** Blank fields again, on new elements: the browser's own reset would bring back a failed post's values. */
function startOver(form: FormModule, state: FormState): FormState {
  const blank = initialValues(form.definition);
  return {
    ...state,
    generation: state.generation + 1,
    start: blank,
    slots: rowSlots(form.definition, blank),
    values: blank,
    errors: {},
    step: 0,
  };
}

/** The rows on screen after an add or a remove; the last row of a group stays, as the wizard's values do. */
function withRows(form: FormModule, state: FormState, intent: Intent): FormState {
  if (intent.type !== "add" && intent.type !== "remove") return state;
  const field = form.definition.fields.find((candidate) => candidate.name === intent.rows);
  if (!field || !isRowsField(field)) return state;
  const list = state.slots[intent.rows] ?? [];
  // A new row's key is one above the group's highest: unique among the rows on screen, which is all React
  // needs to keep every other row's elements, and with them what was typed there.
  const rows =
    intent.type === "add"
      ? [...list, { key: Math.max(-1, ...list.map((slot) => slot.key)) + 1, defaults: { ...field.newRow } }]
      : list.filter((_, index) => index !== intent.index || list.length === 1);
  return { ...state, slots: { ...state.slots, [intent.rows]: rows } };
}
