import type { Locale } from "#model/schema/locales.ts";
import type { SiteFile } from "#model/schema/site.ts";
import type { ToastLabels } from "../lib/toast.ts";
import type { FormResult } from "./types.ts";

/**
 * The attribute that marks a form island in the page's HTML and carries, as JSON, what the island needs to
 * render exactly what the server rendered: which form, in which language, and the answer
 * to a post the page is the result of. The page script finds islands by it (app/enhance/forms-on-demand.ts).
 */
export const FORM_ISLAND = "data-form-island";

/**
 * The attribute that marks a select a link may answer through the page's address (a field's `fromQuery`):
 * the page script chooses the option the query names before the island starts (app/enhance/choices-from-address.ts).
 */
export const FROM_QUERY = "data-from-query";

export interface FormIslandProps {
  formId: string;
  locale: Locale;
  posted?: FormResult;
  toastLabels: ToastLabels;
  formLabels: FormLabels;
}

/** The site's labels a form shows besides its own texts, in the page's language. */
export type FormLabels = Pick<SiteFile["labels"], "honeypot" | "removeRow" | "requestReference" | "quoteReference" | "sendAnother">;

/** The labels a form shows, taken from the site's labels of the page's language. */
export function formLabelsOf({ honeypot, removeRow, requestReference, quoteReference, sendAnother }: SiteFile["labels"]): FormLabels {
  return { honeypot, removeRow, requestReference, quoteReference, sendAnother };
}

/** A form island of the page: its element, and the props the server rendered it with. */
export interface FormIsland {
  element: HTMLElement;
  props: FormIslandProps;
}

/** The page's form islands, read from their HTML. */
export function formIslandsOf(doc: Document): FormIsland[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${FORM_ISLAND}]`)].map((element) => ({
    element,
    props: JSON.parse(element.getAttribute(FORM_ISLAND) ?? "") as FormIslandProps,
  }));
}
