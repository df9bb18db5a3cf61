import type { FormConsent } from "#model/form-module.ts";
import { CONSENT_FIELD, CONSENT_VERSION_FIELD } from "#model/schema/consent-label.ts";
import type { LangOf } from "../lib/lang-of.ts";
import { PolicyText } from "../ui/PolicyText.tsx";
import * as styles from "./form.css.ts";

interface Props {
  consent: FormConsent;
  id: string;
  /** Whether the box starts ticked: a post that came back (an error elsewhere, a step) keeps the visitor's tick. */
  defaultChecked: boolean;
  error: string | undefined;
  hidden: boolean;
  langOf: LangOf;
}

/**
 * The consent to the processing of personal data, a required box above the submit button of every form
 * (docs/decisions/390). The form posts the version of the text it shows beside the tick, so the lead records
 * the text this visitor read, even when the site published another since the page was opened (decision 460).
 * The policy opens in a new tab, so what the visitor typed stays.
 */
export function Consent({ consent, id, defaultChecked, error, hidden, langOf }: Props) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.consent} hidden={hidden}>
      <input type="hidden" name={CONSENT_VERSION_FIELD} value={consent.version} />
      <input
        type="checkbox"
        id={id}
        name={CONSENT_FIELD}
        value="true"
        defaultChecked={defaultChecked}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={styles.checkbox}
      />
      <label htmlFor={id} className={styles.consentLabel}>
        <span className={styles.consentSummary} lang={langOf(consent.summary)}>
          {consent.summary}
        </span>{" "}
        <span className={styles.consentDetails} lang={langOf(consent.label)}>
          <PolicyText text={consent.label} policy={consent.policy} langOf={langOf} />
        </span>
      </label>
      {error && (
        <p id={errorId} className={styles.consentError} lang={langOf(error)}>
          {error}
        </p>
      )}
    </div>
  );
}
