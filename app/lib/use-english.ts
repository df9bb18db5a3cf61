import { useMatches } from "react-router";
import { pageShownInEnglish } from "./hydration.ts";

/** Gives a text its `lang`: "en" for a text in `english`, undefined (the page's language) for any other. */
export type LangOf = (text: string | undefined) => "en" | undefined;

/**
 * The `lang` of the texts a translated page shows in English (not translated yet, or outdated:
 * docs/decisions/373), so a screen reader reads them in English. Put it on the element that holds the text.
 */
export function langIn(english: ReadonlySet<string>): LangOf {
  return (text) => (text !== undefined && english.has(text) ? "en" : undefined);
}

/** langIn() for the page being rendered, from its route's handle (codegen emits the list in each). */
export function useLangOf(): LangOf {
  return langIn(pageShownInEnglish(useMatches()));
}
