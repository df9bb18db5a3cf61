import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher, useFormAction, useNavigate } from "react-router";
import { HONEYPOT_FIELD, validateValues, type FieldErrors, type FormModule } from "../../codegen/form-module.ts";
import { showToast } from "../lib/toast.ts";
import { button } from "../ui/button.css.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { DefaultButton } from "./DefaultButton.tsx";
import { Field } from "./Field.tsx";
import { firstProblem } from "./first-problem.ts";
import * as styles from "./form.css.ts";
import { parseIntent, intentValue } from "./intent.ts";
import { Review } from "./Review.tsx";
import { Rows } from "./Rows.tsx";
import type { FormResult } from "./types.ts";
import { recheckShown } from "./validate.ts";
import { initialValues, isRowsField, type FormValues, type Row } from "./values.ts";
import { randomKey } from "../lib/random-key.ts";
import { move, stepOfFirstError } from "./wizard.ts";

/**
 * Renders any form of content/forms. Without JavaScript it is a plain form whose every button posts
 * (the server validates, steps the wizard and stores the lead). With JavaScript the same state machine
 * runs in the browser for instant feedback, and only the final submission goes to the server.
 */
export function LeadForm({ form }: { form: FormModule }) {
  const definition = form.definition;
  const steps = definition.steps ?? [];
  const lastStep = Math.max(steps.length - 1, 0);
  const fetcher = useFetcher<FormResult>({ key: `form-${form.id}` });
  const documentResult = useActionData<FormResult>();
  const posted = documentResult?.formId === form.id ? documentResult : undefined;
  const action = useFormAction();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const baseId = useId().replace(/:/g, "");

  const [values, setValues] = useState<FormValues>(() =>
    posted && "values" in posted ? (posted.values as FormValues) : initialValues(definition),
  );
  const [errors, setErrors] = useState<FieldErrors>(() => (posted?.status === "invalid" ? posted.errors : {}));
  const [step, setStep] = useState(() => (posted && "step" in posted ? posted.step : 0));
  const [confirmed, setConfirmed] = useState(posted?.status === "success" && Boolean(definition.success.confirmation));
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const submitting = fetcher.state !== "idle";

  // One key per fill, made in the browser at the first submission (a prerendered page must not hand every
  // visitor the same key) and kept for its retries, so a resent fill is the same lead.
  const idempotencyKey = useRef<string | undefined>(undefined);
  const [redirect, setRedirect] = useState<{ href: string; delayMs: number } | null>(null);
  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => void navigate(redirect.href), redirect.delayMs);
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const onResult = useEffectEvent((result: FormResult) => {
    if (result.status === "success") {
      const { success } = definition;
      if (success.toast) showToast({ ...success.toast, variant: "success" });
      if (success.reset) {
        setValues(initialValues(definition));
        setStep(0);
      }
      setErrors({});
      idempotencyKey.current = undefined;
      if (success.confirmation) {
        setConfirmed(true);
        setFocusTarget({ id: `${baseId}-confirmation` });
      }
      if (success.redirect) setRedirect({ href: success.redirect.href, delayMs: success.redirect.delayMs });
    } else if (result.status === "failed") {
      // The server's own reason (e.g. the rate limit) is more useful than the form's general failure text.
      const toast = result.message ? { ...definition.failure.toast, description: result.message } : definition.failure.toast;
      showToast({ ...toast, variant: "error" });
    } else if (result.status === "invalid") {
      showErrors(result.errors, result.step);
    }
  });
  const handled = useRef<FormResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    onResult(result);
  }, [fetcher.data, fetcher.state]);

  function showErrors(found: FieldErrors, atStep: number) {
    setErrors(found);
    setStep(atStep);
    const first = Object.keys(found)[0];
    setFocusTarget({ id: first ? fieldId(first) : `${baseId}-summary` });
  }

  function fieldId(name: string) {
    return `${baseId}-${name.replaceAll(".", "-")}`;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = parseIntent(submitter instanceof HTMLButtonElement ? submitter.value : null);
    const next = move(form, intent, step, values);
    if (next.kind === "stay") {
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
    const check = validateValues(form.schema, values);
    if (!check.ok) {
      if (definition.invalidToast)
        showToast({ ...definition.invalidToast, description: firstProblem(definition, check.errors), variant: "error" });
      return showErrors(check.errors, stepOfFirstError(definition, check.errors));
    }
    setErrors({});
    const formData = new FormData(event.currentTarget);
    formData.set("intent", "submit");
    formData.set("idempotencyKey", (idempotencyKey.current ??= randomKey()));
    formData.set("js", "1");
    void fetcher.submit(formData, { method: "post", action });
  }

  function reset() {
    setValues(initialValues(definition));
    setErrors({});
    setStep(0);
  }

  const { success } = definition;
  // Without JavaScript a delayed redirect cannot happen: the form gives way to the message and its link.
  const confirmation =
    confirmed && success.confirmation
      ? success.confirmation
      : posted?.status === "success" && success.redirect?.label
        ? {
            title: success.message,
            body: success.toast?.description,
            action: { label: success.redirect.label, href: success.redirect.href },
          }
        : undefined;
  if (confirmation) {
    return (
      <div id={`${baseId}-confirmation`} className={styles.confirmation} role="status" tabIndex={-1}>
        <h3 className={styles.title}>{confirmation.title}</h3>
        {confirmation.body && <p>{confirmation.body}</p>}
        <p>
          <SmartLink href={confirmation.action.href} className={button()}>
            {confirmation.action.label}
          </SmartLink>
        </p>
      </div>
    );
  }

  const errorEntries = Object.entries(errors);
  const setValue = (name: string, value: string | Row[]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setErrors((shown) => recheckShown(form.schema, next, shown));
  };
  const defaultIntent = intentValue({ type: step < lastStep ? "next" : "submit" });
  const defaultLabel = step < lastStep ? definition.continueLabel : definition.submitLabel;
  const fieldsOf = (names: readonly string[] | undefined) =>
    definition.fields.filter((field) => (names ? names.includes(field.name) : true));

  const renderFields = (names?: readonly string[]) =>
    fieldsOf(names).map((field) =>
      field.type === "rows" ? (
        <Rows
          key={field.name}
          field={field}
          formId={baseId}
          rows={Array.isArray(values[field.name]) ? (values[field.name] as Row[]) : []}
          errors={errors}
          disabled={submitting}
          onChange={(rows) => setValue(field.name, rows)}
        />
      ) : (
        <Field
          key={field.name}
          field={field}
          name={field.name}
          id={fieldId(field.name)}
          value={typeof values[field.name] === "string" ? (values[field.name] as string) : ""}
          error={errors[field.name]}
          onChange={(value) => setValue(field.name, value)}
        />
      ),
    );

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onReset={reset}
      className={styles.form}
      aria-busy={submitting || undefined}
    >
      {(steps.length > 0 || definition.fields.some(isRowsField)) && (
        <DefaultButton intent={defaultIntent} label={defaultLabel ?? definition.submitLabel} disabled={submitting} />
      )}
      {definition.title && <h3 className={styles.title}>{definition.title}</h3>}
      <input type="hidden" name="formId" value={form.id} />
      <input type="hidden" name="step" value={step} />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {posted?.status === "success" && !definition.success.confirmation && (
        <p className={styles.status} role="status">
          {definition.success.message}
        </p>
      )}
      {posted?.status === "failed" && (
        <p className={styles.status} data-tone="error" role="alert">
          {posted.message ?? definition.failure.message}
        </p>
      )}
      {errorEntries.length > 0 && (
        <div id={`${baseId}-summary`} ref={summaryRef} className={styles.summary} role="alert" tabIndex={-1}>
          <strong>{definition.errorSummary}</strong>
          <ul className={styles.summaryList}>
            {errorEntries.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}

      {steps.length > 0 ? (
        <>
          <ol className={styles.steps}>
            {steps.map((candidate, index) => (
              <li key={candidate.title} className={styles.stepItem} aria-current={index === step ? "step" : undefined}>
                {index + 1}. {candidate.title}
              </li>
            ))}
          </ol>
          {steps.map((candidate, index) => (
            // Every step stays in the form so earlier answers travel with each post; only one is shown.
            <fieldset key={candidate.title} className={styles.grid} hidden={index !== step}>
              <legend id={`${baseId}-step-${index}`} tabIndex={-1} className={styles.legend}>
                {candidate.title}
              </legend>
              {candidate.review ? <Review items={candidate.review} values={values} /> : renderFields(candidate.fields)}
            </fieldset>
          ))}
        </>
      ) : (
        <div className={styles.grid}>{renderFields()}</div>
      )}

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
          <button type="reset" className={button({ variant: "ghost" })} disabled={submitting}>
            {definition.resetLabel}
          </button>
        )}
      </div>
    </form>
  );
}
