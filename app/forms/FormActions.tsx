import type { LeadForm } from "#generated/forms/by-kind.ts";
import { formButton } from "./buttons.css.ts";
import * as styles from "./form.css.ts";
import type { Intent } from "./intent.ts";
import type { FormState } from "./form-state.ts";
import { IntentButton } from "./IntentButton.tsx";
import { lastStepOf } from "./wizard.ts";

interface Props {
  form: LeadForm;
  state: FormState;
}

/**
 * The form's buttons: Back, Continue or Submit, and Start over. Each is a submit button carrying its intent,
 * so each works as a post without JavaScript (intent.ts).
 */
export function FormActions({ form: { definition }, state: { step, submitting } }: Props) {
  const lastStep = lastStepOf(definition);
  const action = (intent: Intent, label: string | undefined, variant: keyof typeof formButton = "primary") => (
    <IntentButton
      intent={intent}
      formNoValidate={intent.type === "reset" || undefined}
      className={formButton[variant]}
      disabled={submitting}
    >
      {label}
    </IntentButton>
  );
  return (
    <div className={styles.actions}>
      {step > 0 && action({ type: "back" }, definition.backLabel, "secondary")}
      {step < lastStep
        ? action({ type: "next" }, definition.continueLabel)
        : action({ type: "submit" }, submitting ? definition.submittingLabel : definition.submitLabel)}
      {definition.resetLabel && action({ type: "reset" }, definition.resetLabel, "ghost")}
    </div>
  );
}
