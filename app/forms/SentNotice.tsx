import type { SentNote } from "#model/sent-note.ts";
import { formsByLocale } from "#generated/forms/by-locale.ts";
import type { Locale } from "#model/schema/locales.ts";
import { langIn } from "../lib/lang-of.ts";
import { useSite } from "../lib/use-site.ts";
import { container } from "../ui/layout.css.ts";
import { formLabelsOf } from "./island.ts";
import { Sent } from "./Sent.tsx";
import * as styles from "./sent.css.ts";

/**
 * The confirmation a form that moved on hands to the page it moved to (its sent note): the same panel the
 * form shows, with the lead's reference and what happens next, in the server's HTML of this one answer, so
 * it shows with JavaScript and without (docs/decisions/421).
 */
export function SentNotice({ note, locale }: { note: SentNote; locale: Locale }) {
  const site = useSite();
  const form = formsByLocale[locale][note.formId];
  if (!form) return null;
  // The link onward would lead to this very page.
  const success = { ...form.definition.success, redirect: undefined };
  return (
    <div className={`${container} ${styles.notice}`}>
      <Sent
        id={`${form.id}-sent`}
        success={success}
        reference={note.reference}
        labels={formLabelsOf(site.labels)}
        langOf={langIn(form.shownInEnglish)}
      />
    </div>
  );
}
