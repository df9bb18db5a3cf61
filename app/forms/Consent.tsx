import type { FormConsent } from "#model/form-module.ts";
import { CONSENT_FIELD, splitConsentLabel } from "#model/schema/consent-label.ts";
import type { LangOf } from "../lib/lang-of.ts";
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
 * (docs/decisions/390). Its value names nothing but the tick: the server records which text it was by
 * the version of the form's own consent. The policy opens in a new tab, so what the visitor typed stays.
 */
export function Consent({ consent, id, defaultChecked, error, hidden, langOf }: Props) {
  const { before, after } = splitConsentLabel(consent.label);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.consent} hidden={hidden}>
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
      <label htmlFor={id} className={styles.consentLabel} lang={langOf(consent.label)}>
        {before}
        <a href={consent.policy.href} target="_blank" rel="noopener" lang={langOf(consent.policy.label)}>
          {consent.policy.label}
        </a>
        {after}
      </label>
      {error && (
        <p id={errorId} className={styles.consentError} lang={langOf(error)}>
          {error}
        </p>
      )}
    </div>
  );
}
