// autoFocus marks only the answer to a post without JavaScript (and the step it reached): React renders it into
// the HTML and acts on it only for controls it creates, so the browser focuses, and scrolls to, that answer as
// the page opens, and a starting island never moves the focus away from a field the visitor is in.
/* oxlint-disable jsx-a11y/no-autofocus */
import { Fragment } from "react";
import { HONEYPOT_FIELD } from "#model/form-module.ts";
import { CONSENT_FIELD } from "#model/schema/consent-label.ts";
import type { LeadForm as LeadFormModule } from "#generated/forms/by-kind.ts";
import { langIn } from "../lib/lang-of.ts";
import { Consent } from "./Consent.tsx";
import { DefaultButton } from "./DefaultButton.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { FormActions } from "./FormActions.tsx";
import { FormFields } from "./FormFields.tsx";
import * as styles from "./form.css.ts";
import type { FormLabels } from "./island.ts";
import { formButton } from "./buttons.css.ts";
import { IntentButton } from "./IntentButton.tsx";
import { Sent } from "./Sent.tsx";
import { fieldElementId, formElementId, partElementId } from "./element-ids.ts";
import type { FormResult } from "./types.ts";
import { useLeadForm } from "./use-lead-form.ts";
import { isRowsField } from "./values.ts";
import { lastStepOf } from "./wizard.ts";
import { WizardSteps } from "./WizardSteps.tsx";

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
 * machine runs in the browser for instant feedback (form-state.ts), and only the final submission goes to
 * the server.
 *
 * The fields belong to the browser: they are uncontrolled, and everything shown about them (counters,
 * totals, the review, messages) is derived from what the form holds, read with FormData on every change.
 * Nothing writes a value back, so no keystroke is lost whenever it comes.
 */
export function LeadForm({ form, posted, formLabels }: LeadFormProps) {
  const { state, formRef, refresh, onSubmit } = useLeadForm(form, posted);
  const { definition } = form;
  const langOf = langIn(form.shownInEnglish);
  const steps = definition.steps ?? [];
  const lastStep = lastStepOf(definition);
  const { step, sent, submitting } = state;

  if (sent) {
    const moves = definition.success.redirect !== undefined;
    const panel = (
      <Sent
        key={sent.reference}
        id={partElementId(form.id, "sent")}
        success={definition.success}
        reference={sent.reference}
        labels={formLabels}
        langOf={langOf}
      >
        {!moves && (
          // A start over, as a post without JavaScript: it lands on the form, on the page's own address (query
          // and all), so a second message keeps the ?ref the visitor came by.
          <IntentButton
            intent={{ type: "reset" }}
            formNoValidate
            formAction={`#${formElementId(form.id)}`}
            className={formButton.secondary}
            lang={langOf(formLabels.sendAnother)}
          >
            {formLabels.sendAnother}
          </IntentButton>
        )}
      </Sent>
    );
    // The success state takes the form's place: nothing is left to send twice by mistake (decision 470). A form
    // that moves on to another page shows it until it goes; the others offer "Send another", an empty form.
    if (moves) return panel;
    return (
      <form ref={formRef} id={formElementId(form.id)} method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <input type="hidden" name="formId" value={form.id} />
        {panel}
      </form>
    );
  }

  const fields = (names?: readonly string[]) => (
    <FormFields form={form} names={names} state={state} formLabels={formLabels} langOf={langOf} />
  );
  const failure = posted?.status === "failed" ? (posted.message ?? definition.failure.message) : undefined;

  return (
    // No action: without JavaScript the form posts to the address of the page it is on, query included, so
    // the page's ?ref= or ?interest= reaches the lead, also after the form came back with errors or a step.
    <form
      ref={formRef}
      id={formElementId(form.id)}
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onChange={refresh}
      className={styles.form}
      aria-busy={submitting || undefined}
    >
      {(steps.length > 0 || definition.fields.some(isRowsField)) && (
        <DefaultButton
          intent={{ type: step < lastStep ? "next" : "submit" }}
          label={(step < lastStep ? definition.continueLabel : definition.submitLabel) ?? definition.submitLabel}
          disabled={submitting}
        />
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

      {failure && (
        <p className={styles.status} data-tone="error" role="alert" tabIndex={-1} autoFocus lang={langOf(failure)}>
          {failure}
        </p>
      )}
      <ErrorSummary
        formId={form.id}
        title={definition.errorSummary}
        errors={state.errors}
        autoFocus={posted?.status === "invalid"}
        langOf={langOf}
      />

      <Fragment key={state.generation}>
        {steps.length > 0 ? (
          <WizardSteps form={form} state={state} posted={posted} fields={fields} langOf={langOf} />
        ) : (
          <div className={styles.grid}>{fields()}</div>
        )}
        <Consent
          consent={form.consent}
          id={fieldElementId(form.id, CONSENT_FIELD)}
          defaultChecked={state.start[CONSENT_FIELD] === "true"}
          error={state.errors[CONSENT_FIELD]}
          hidden={step !== lastStep}
          langOf={langOf}
        />
      </Fragment>

      <FormActions form={form} state={state} />
    </form>
  );
}
