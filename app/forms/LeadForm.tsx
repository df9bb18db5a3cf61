// autoFocus marks only the answer to a post without JavaScript (and the step it reached): React renders it into
// the HTML and acts on it only for controls it creates, so the browser focuses, and scrolls to, that answer as
// the page opens, and a starting island never moves the focus away from a field the visitor is in.
/* oxlint-disable jsx-a11y/no-autofocus */
import { Fragment, startTransition, useEffect, useRef, useState, type FormEvent } from "react";
import { HONEYPOT_FIELD, validateValues, type FieldErrors } from "../../codegen/form-module.ts";
import type { LeadForm as LeadFormModule } from "../.generated/forms/by-kind.ts";
import { randomKey } from "../lib/random-key.ts";
import { showToast } from "../lib/toast.ts";
import { button } from "../ui/button.css.ts";
import { CONSENT_FIELD } from "../../codegen/schema/consent-label.ts";
import { Consent } from "./Consent.tsx";
import { DefaultButton } from "./DefaultButton.tsx";
import { Field } from "./Field.tsx";
import { firstProblem } from "./first-problem.ts";
import * as styles from "./form.css.ts";
import { intentValue, parseIntent } from "./intent.ts";
import { Review } from "./Review.tsx";
import { Rows } from "./Rows.tsx";
import { Sent, sentReplacesForm } from "./Sent.tsx";
import { formElementId, postForm } from "./submit.ts";
import type { FormLabels } from "./island.ts";
import type { FormResult } from "./types.ts";
import { recheckShown } from "./validate.ts";
import { langIn } from "../lib/lang-of.ts";
import { initialValues, isRowsField, rowSlots, valuesFromFormData, type FormValues, type Row } from "./values.ts";
import { move, stepOfFirstError } from "./wizard.ts";

export interface LeadFormProps {
  form: LeadFormModule;
  /** The page's answer when it is the result of a post without JavaScript. */
  posted?: FormResult;
  /** The site's labels for the hidden field and a row's remove button, in the page's language. */
  formLabels: FormLabels;
}

/**
 * Renders any form of content/forms. Without JavaScript it is a plain form whose every button posts
 * (the server validates, steps the wizard and stores the lead). As an island (app/islands/) the same state
 * machine runs in the browser for instant feedback, and only the final submission goes to the server.
 *
 * The fields belong to the browser: they are uncontrolled, and everything shown about them (counters,
 * totals, the review, messages) is derived from what the form holds, read with FormData on every change.
 * Nothing writes a value back, so no keystroke is lost whenever it comes.
 */
export function LeadForm({ form, posted, formLabels }: LeadFormProps) {
  const definition = form.definition;
  const langOf = langIn(form.shownInEnglish);
  const steps = definition.steps ?? [];
  const lastStep = Math.max(steps.length - 1, 0);
  const baseId = formElementId(form.id);
  const formRef = useRef<HTMLFormElement>(null);

  // What the fields start from: blank, or what a post without JavaScript sent back. A new generation
  // (reset, or a success that clears the form) gives every field new elements with these defaults.
  const [start, setStart] = useState(() => ({
    generation: 0,
    values: posted && "values" in posted ? (posted.values as FormValues) : initialValues(definition),
  }));
  const [slots, setSlots] = useState(() => rowSlots(definition, start.values));
  const nextSlotKey = useRef(slotCount(slots));
  // What the form holds now, as last read from it.
  const [values, setValues] = useState<FormValues>(start.values);
  const [errors, setErrors] = useState<FieldErrors>(() => (posted?.status === "invalid" ? posted.errors : {}));
  const [step, setStep] = useState(() => (posted && "step" in posted ? posted.step : 0));
  // The success state and the reference it shows: from a post without JavaScript, or set by the island's own.
  const [sent, setSent] = useState(() => (posted?.status === "success" ? { reference: posted.reference } : null));
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One key per fill, made in the browser at the first submission (a prerendered page must not hand every
  // visitor the same key) and kept for its retries, so a resent fill is the same lead.
  const idempotencyKey = useRef<string | undefined>(undefined);
  const [redirect, setRedirect] = useState<{ href: string; delayMs: number } | null>(null);

  const read = (): FormValues => (formRef.current ? valuesFromFormData(new FormData(formRef.current), definition) : values);
  // What typing changes (counters, totals, messages already shown) renders as a transition: React renders it
  // in slices between keystrokes, so a keystroke's own event stays short on a slow phone.
  const refresh = () => {
    const now = read();
    startTransition(() => {
      setValues(now);
      setErrors((shown) => recheckShown(form.schema, now, shown));
    });
  };

  // The island is live: whatever was typed before it started is read now, and tests and monitoring see it.
  useEffect(() => {
    refresh();
    document.documentElement.dataset.hydrated = "true";
    // Once, at start: later changes arrive through onChange.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => window.location.assign(redirect.href), redirect.delayMs);
    return () => window.clearTimeout(timer);
  }, [redirect]);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  function onResult(result: FormResult) {
    if (result.status === "success") {
      const { success } = definition;
      // A form that moves on confirms on the page it moves to, which the server's sent note tells
      // (docs/decisions/421); a form that stays shows its toast here.
      if (success.toast && !success.redirect) showToast({ ...success.toast, variant: "success" });
      if (success.reset) startOver();
      setErrors({});
      idempotencyKey.current = undefined;
      setSent({ reference: result.reference });
      setFocusTarget({ id: `${baseId}-sent` });
      if (success.redirect) setRedirect({ href: success.redirect.href, delayMs: success.redirect.delayMs });
    } else if (result.status === "failed") {
      // The server's own reason (e.g. the rate limit) is more useful than the form's general failure text.
      const toast = result.message ? { ...definition.failure.toast, description: result.message } : definition.failure.toast;
      showToast({ ...toast, variant: "error" });
    } else if (result.status === "invalid") {
      showErrors(result.errors, result.step);
    }
  }

  function showErrors(found: FieldErrors, atStep: number) {
    setErrors(found);
    setStep(atStep);
    const first = Object.keys(found)[0];
    setFocusTarget({ id: first ? fieldId(first) : `${baseId}-summary` });
  }

  function fieldId(name: string) {
    return `${baseId}-${name.replaceAll(".", "-")}`;
  }

  /** Blank fields again, on new elements: the browser's own reset would bring back a failed post's values. */
  function startOver() {
    const blank = initialValues(definition);
    const blankSlots = rowSlots(definition, blank);
    setStart((current) => ({ generation: current.generation + 1, values: blank }));
    setSlots(blankSlots);
    nextSlotKey.current = slotCount(blankSlots);
    setValues(blank);
    setErrors({});
    setStep(0);
  }

  function changeRows(intent: ReturnType<typeof parseIntent>) {
    if (intent.type === "add") {
      const field = definition.fields.find((candidate) => candidate.name === intent.rows);
      if (!field || !isRowsField(field)) return;
      const key = nextSlotKey.current++;
      setSlots((current) => ({ ...current, [intent.rows]: [...(current[intent.rows] ?? []), { key, defaults: { ...field.newRow } }] }));
    } else if (intent.type === "remove") {
      setSlots((current) => {
        const list = current[intent.rows] ?? [];
        return list.length > 1 ? { ...current, [intent.rows]: list.filter((_, index) => index !== intent.index) } : current;
      });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = parseIntent(submitter instanceof HTMLButtonElement ? submitter.value : null);
    const current = read();
    if (intent.type === "reset") return startOver();
    const next = move(form, intent, step, current);
    if (next.kind === "stay") {
      changeRows(intent);
      setValues(next.values);
      const found = next.errors;
      if (Object.keys(found).length > 0) return showErrors(found, next.step);
      setErrors({});
      if (next.step !== step) {
        setStep(next.step);
        setFocusTarget({ id: `${baseId}-step-${next.step}` });
      }
      return;
    }
    setValues(current);
    const check = validateValues(form.schema, current);
    if (!check.ok) {
      if (definition.invalidToast)
        showToast({ ...definition.invalidToast, description: firstProblem(definition, check.errors), variant: "error" });
      return showErrors(check.errors, stepOfFirstError(definition, check.errors));
    }
    setErrors({});
    const formData = new FormData(event.currentTarget);
    formData.set("intent", "submit");
    formData.set("idempotencyKey", (idempotencyKey.current ??= randomKey()));
    setSubmitting(true);
    const result = await postForm(form, formData, step);
    setSubmitting(false);
    onResult(result);
  }

  const { success } = definition;
  const sentPanel = sent && (
    <Sent key={sent.reference} id={`${baseId}-sent`} success={success} reference={sent.reference} labels={formLabels} langOf={langOf} />
  );
  // A form that confirms, or moves on to another page, gives way to its success state; the others show it above a blank form.
  if (sentPanel && sentReplacesForm(success)) return sentPanel;

  const errorEntries = Object.entries(errors);
  const defaultIntent = intentValue({ type: step < lastStep ? "next" : "submit" });
  const defaultLabel = step < lastStep ? definition.continueLabel : definition.submitLabel;
  const fieldsOf = (names: readonly string[] | undefined) =>
    definition.fields.filter((field) => (names ? names.includes(field.name) : true));
  const text = (value: FormValues[string] | undefined) => (typeof value === "string" ? value : "");
  const rowsOf = (value: FormValues[string] | undefined): Row[] => (Array.isArray(value) ? value : []);

  const renderFields = (names?: readonly string[]) =>
    fieldsOf(names).map((field) =>
      field.type === "rows" ? (
        <Rows
          key={field.name}
          field={field}
          formId={baseId}
          locale={form.locale}
          removeRowLabel={formLabels.removeRow}
          slots={slots[field.name] ?? []}
          rows={rowsOf(values[field.name])}
          errors={errors}
          disabled={submitting}
          langOf={langOf}
        />
      ) : (
        <Field
          key={field.name}
          field={field}
          name={field.name}
          id={fieldId(field.name)}
          defaultValue={text(start.values[field.name])}
          current={text(values[field.name])}
          error={errors[field.name]}
          langOf={langOf}
        />
      ),
    );

  return (
    // No action: without JavaScript the form posts to the address of the page it is on, query included, so
    // the page's ?ref= or ?interest= reaches the lead, also after the form came back with errors or a step.
    <form
      ref={formRef}
      id={baseId}
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onChange={refresh}
      className={styles.form}
      aria-busy={submitting || undefined}
    >
      {(steps.length > 0 || definition.fields.some(isRowsField)) && (
        <DefaultButton intent={defaultIntent} label={defaultLabel ?? definition.submitLabel} disabled={submitting} />
      )}
      {definition.title && (
        <h3 className={styles.title} lang={langOf(definition.title)}>
          {definition.title}
        </h3>
      )}
      <input type="hidden" name="formId" value={form.id} />
      <input type="hidden" name="step" value={step} />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {formLabels.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {sentPanel}
      {posted?.status === "failed" && (
        <p
          className={styles.status}
          data-tone="error"
          role="alert"
          tabIndex={-1}
          autoFocus
          lang={langOf(posted.message ?? definition.failure.message)}
        >
          {posted.message ?? definition.failure.message}
        </p>
      )}
      {errorEntries.length > 0 && (
        <div id={`${baseId}-summary`} className={styles.summary} role="alert" tabIndex={-1} autoFocus={posted?.status === "invalid"}>
          <strong lang={langOf(definition.errorSummary)}>{definition.errorSummary}</strong>
          <ul className={styles.summaryList}>
            {errorEntries.map(([name, message]) => (
              <li key={name} lang={langOf(message)}>
                <a href={`#${fieldId(name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <Fragment key={start.generation}>
        {steps.length > 0 ? (
          <>
            <ol className={styles.steps}>
              {steps.map((candidate, index) => (
                <li key={candidate.title} className={styles.stepItem} aria-current={index === step ? "step" : undefined}>
                  {index + 1}. <span lang={langOf(candidate.title)}>{candidate.title}</span>
                </li>
              ))}
            </ol>
            {steps.map((candidate, index) => (
              // Every step stays in the form so earlier answers travel with each post; only one is shown.
              <fieldset key={candidate.title} className={styles.grid} hidden={index !== step}>
                <legend
                  id={`${baseId}-step-${index}`}
                  tabIndex={-1}
                  className={styles.legend}
                  autoFocus={posted?.status === "step" && index === step}
                  lang={langOf(candidate.title)}
                >
                  {candidate.title}
                </legend>
                {candidate.review ? <Review items={candidate.review} values={values} /> : renderFields(candidate.fields)}
              </fieldset>
            ))}
          </>
        ) : (
          <div className={styles.grid}>{renderFields()}</div>
        )}
        <Consent
          consent={form.consent}
          id={fieldId(CONSENT_FIELD)}
          defaultChecked={start.values[CONSENT_FIELD] === "true"}
          error={errors[CONSENT_FIELD]}
          hidden={step !== lastStep}
          langOf={langOf}
        />
      </Fragment>

      <div className={styles.actions}>
        {step > 0 && (
          <button
            type="submit"
            name="intent"
            value={intentValue({ type: "back" })}
            className={button({ variant: "secondary" })}
            disabled={submitting}
          >
            {definition.backLabel}
          </button>
        )}
        {step < lastStep ? (
          <button type="submit" name="intent" value={intentValue({ type: "next" })} className={button()} disabled={submitting}>
            {definition.continueLabel}
          </button>
        ) : (
          <button type="submit" name="intent" value={intentValue({ type: "submit" })} className={button()} disabled={submitting}>
            {submitting ? definition.submittingLabel : definition.submitLabel}
          </button>
        )}
        {definition.resetLabel && (
          <button
            type="submit"
            name="intent"
            value={intentValue({ type: "reset" })}
            formNoValidate
            className={button({ variant: "ghost" })}
            disabled={submitting}
          >
            {definition.resetLabel}
          </button>
        )}
      </div>
    </form>
  );
}

/** A key no row of `slots` has yet: slots are keyed 0…n-1 when they are made. */
function slotCount(slots: Record<string, readonly unknown[]>): number {
  return Math.max(0, ...Object.values(slots).map((list) => list.length));
}
