// autoFocus: the answer to a post without JavaScript that moved to another step opens with that step's title
// focused (see LeadForm.tsx); React acts on it only for elements it creates, so a starting island moves nothing.
/* oxlint-disable jsx-a11y/no-autofocus */
import type { ReactNode } from "react";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import type { LangOf } from "../lib/lang-of.ts";
import * as styles from "./form.css.ts";
import { Review } from "./Review.tsx";
import type { FormState } from "./form-state.ts";
import { partElementId } from "./element-ids.ts";
import type { FormResult } from "./types.ts";

interface Props {
  form: LeadForm;
  state: FormState;
  /** The page's answer to a post without JavaScript: one that moved to a step opens with that step's title focused. */
  posted: FormResult | undefined;
  fields: (names: readonly string[]) => ReactNode;
  langOf: LangOf;
}

/** The wizard: the list of steps with the current one marked, then every step's fields, only the current one shown. */
export function WizardSteps({ form, state: { step, values }, posted, fields, langOf }: Props) {
  const steps = form.definition.steps ?? [];
  return (
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
            id={partElementId(form.id, `step-${index}`)}
            tabIndex={-1}
            className={styles.legend}
            autoFocus={posted?.status === "step" && index === step}
            lang={langOf(candidate.title)}
          >
            {candidate.title}
          </legend>
          {candidate.review ? <Review items={candidate.review} values={values} /> : fields(candidate.fields)}
        </fieldset>
      ))}
    </>
  );
}
