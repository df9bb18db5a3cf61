import { FROM_QUERY } from "../forms/island.ts";

/**
 * Shows the choice a link named: on `/contact?interest=pricing` the interest select reads "A pricing call",
 * not its prompt. Run by the page script, before any form island starts, on the prerendered HTML: a select
 * still on its prompt takes the query parameter of its name when that is one of its options, the rule the
 * server answers a post with (app/forms/answers-from-address.ts). A choice the visitor made first stays.
 * Without JavaScript the page shows the prompt and the post still carries the link's choice (decision 472).
 */
export function showChoicesFromAddress(doc: Document, address: string): void {
  const query = new URL(address).searchParams;
  for (const select of doc.querySelectorAll<HTMLSelectElement>(`select[${FROM_QUERY}]`)) {
    const wanted = query.get(select.name);
    if (select.value !== "" || wanted === null || wanted === "") continue;
    if ([...select.options].some((option) => option.value === wanted)) select.value = wanted;
  }
}
