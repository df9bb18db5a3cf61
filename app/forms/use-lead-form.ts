import { startTransition, useEffect, useReducer, useRef, type FormEvent } from "react";
import { validateValues } from "#model/form-module.ts";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import { randomKey } from "../lib/random-key.ts";
import { announceRefusal, announceResult } from "./announce.ts";
import { formReducer, initialFormState, type FormAction, type FormState } from "./form-state.ts";
import { parseIntent } from "./intent.ts";
import { postForm } from "./submit.ts";
import type { FormResult } from "./types.ts";
import { valuesFromFormData } from "./values.ts";

/**
 * A form's state (form-state.ts) wired to its element: reads what the fields hold, posts the submission,
 * and runs what a state asks for once it is on screen (focus, the redirect).
 */
export function useLeadForm(form: LeadForm, posted: FormResult | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(
    (current: FormState, action: FormAction) => formReducer(form, current, action),
    posted,
    (answer) => initialFormState(form, answer),
  );
  // One key per fill, made in the browser at the first submission (a prerendered page must not hand every
  // visitor the same key) and kept for its retries, so a resent fill is the same lead. It is never shown.
  const idempotencyKey = useRef<string | undefined>(undefined);

  const read = () => (formRef.current ? valuesFromFormData(new FormData(formRef.current), form.definition) : state.values);
  // What typing changes (counters, totals, messages already shown) renders as a transition: React renders it
  // in slices between keystrokes, so a keystroke's own event stays short on a slow phone.
  const refresh = () => {
    const values = read();
    startTransition(() => dispatch({ type: "read", values }));
  };

  // The island is live: whatever was typed before it started is read now, and tests and monitoring see it.
  useEffect(() => {
    refresh();
    document.documentElement.dataset.hydrated = "true";
    // Once, at start: later changes arrive through onChange.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { redirect, focus } = state;
  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => window.location.assign(redirect.href), redirect.delayMs);
    return () => window.clearTimeout(timer);
  }, [redirect]);

  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.submitting) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = parseIntent(submitter instanceof HTMLButtonElement ? submitter.value : null);
    const values = read();
    if (intent.type !== "submit") return dispatch({ type: "move", intent, values });
    const check = validateValues(form.schema, values);
    if (!check.ok) {
      announceRefusal(form.definition, check.errors);
      return dispatch({ type: "refuse", values, errors: check.errors });
    }
    const formData = new FormData(event.currentTarget);
    formData.set("intent", "submit");
    formData.set("idempotencyKey", (idempotencyKey.current ??= randomKey()));
    dispatch({ type: "send", values });
    const result = await postForm(form, formData, state.step);
    if (result.status === "success") idempotencyKey.current = undefined;
    announceResult(form.definition, result);
    dispatch({ type: "answer", result });
  }

  return { state, formRef, refresh, onSubmit };
}
