// autoFocus: the answer to a post without JavaScript opens with its summary focused, so in view and read out
// (see LeadForm.tsx); React acts on it only for elements it creates, so a starting island moves nothing.
/* oxlint-disable jsx-a11y/no-autofocus */
import type { FieldErrors } from "#model/form-module.ts";
import type { LangOf } from "../lib/lang-of.ts";
import * as styles from "./form.css.ts";
import { fieldElementId, partElementId } from "./element-ids.ts";

interface Props {
  /** The form's id: the summary's id and its links' targets derive from it. */
  formId: string;
  /** The form's heading for the list: "Please correct the following". */
  title: string;
  errors: FieldErrors;
  autoFocus: boolean;
  langOf: LangOf;
}

/** Every message on screen in one list, each a link to its field; nothing while there is none. */
export function ErrorSummary({ formId, title, errors, autoFocus, langOf }: Props) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div id={partElementId(formId, "summary")} className={styles.summary} role="alert" tabIndex={-1} autoFocus={autoFocus}>
      <strong lang={langOf(title)}>{title}</strong>
      <ul className={styles.summaryList}>
        {entries.map(([name, message]) => (
          <li key={name} lang={langOf(message)}>
            <a href={`#${fieldElementId(formId, name)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
