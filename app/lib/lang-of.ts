/** Gives a text its `lang`: "en" for a text in `english`, undefined (the page's language) for any other. */
export type LangOf = (text: string | undefined) => "en" | undefined;

/**
 * The `lang` of the texts a translated page shows in English (not translated yet, or outdated:
 * docs/decisions/373), so a screen reader reads them in English. Put it on the element that holds the
 * text. Kept apart from the router's hook (app/lib/use-english.ts): the form island starts without it.
 */
export function langIn(english: ReadonlySet<string>): LangOf {
  return (text) => (text !== undefined && english.has(text) ? "en" : undefined);
}
