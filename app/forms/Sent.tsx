// autoFocus: the server's HTML of a post without JavaScript opens with the panel focused, so in view and read
// out. React acts on autoFocus only for form controls; the island focuses the panel it shows itself (LeadForm).
/* oxlint-disable jsx-a11y/no-autofocus */
import type { ReactNode } from "react";
import type { LeadForm } from "#generated/forms/by-kind.ts";
import type { LangOf } from "../lib/lang-of.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import type { FormLabels } from "./island.ts";
import { formButton } from "./buttons.css.ts";
import * as styles from "./sent.css.ts";

type Success = LeadForm["definition"]["success"];

export interface SentProps {
  id: string;
  success: Success;
  /** The lead's own reference; absent only for a replay of a lead stored before leads had one. */
  reference: string | undefined;
  labels: Pick<FormLabels, "requestReference" | "quoteReference">;
  langOf: LangOf;
  /** What the visitor may do next in place, beside the link onward: the form's "Send another". */
  children?: ReactNode;
}

/**
 * A form's success state, alike with and without JavaScript: what was received, the reference to quote to
 * sales, what happens next, and where to go (docs/decisions/398-a-success-state-in-view.md).
 */
export function Sent({ id, success, reference, labels, langOf, children }: SentProps) {
  const { title, body, action } = sentTexts(success);
  return (
    <div id={id} className={styles.sent} role="status" tabIndex={-1} autoFocus>
      <h3 className={styles.title} lang={langOf(title)}>
        {title}
      </h3>
      {body && <p lang={langOf(body)}>{body}</p>}
      {reference && (
        <p className={styles.reference}>
          <span lang={langOf(labels.requestReference)}>{labels.requestReference}:</span>
          <strong className={styles.code} data-reference>
            {reference}
          </strong>
          <span className={styles.hint} lang={langOf(labels.quoteReference)}>
            {labels.quoteReference}
          </span>
        </p>
      )}
      {success.next && <p lang={langOf(success.next)}>{success.next}</p>}
      {(action || children) && (
        <p className={styles.actions}>
          {action && (
            <SmartLink href={action.href} className={formButton.primary} lang={langOf(action.label)}>
              {action.label}
            </SmartLink>
          )}
          {children}
        </p>
      )}
    </div>
  );
}

/**
 * The panel's texts from the form's success block: its confirmation where it has one, else its message and
 * body; the link is the confirmation's, or the page the form moves on to (the only way there without JavaScript).
 */
function sentTexts(success: Success): { title: string; body?: string | undefined; action?: { label: string; href: string } | undefined } {
  if (success.confirmation) return success.confirmation;
  const { redirect } = success;
  return {
    title: success.message,
    body: success.body,
    action: redirect?.label ? { label: redirect.label, href: redirect.href } : undefined,
  };
}
