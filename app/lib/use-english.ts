import { useMatches } from "react-router";
import { pageShownInEnglish } from "./hydration.ts";
import { langIn, type LangOf } from "./lang-of.ts";

/** langIn() for the page being rendered, from its route's handle (codegen emits the list in each). */
export function useLangOf(): LangOf {
  return langIn(pageShownInEnglish(useMatches()));
}
