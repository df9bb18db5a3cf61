import { FRAMEWORK_TEMPLATE, startFramework } from "../lib/framework-on-demand.ts";
import { keepTypedValues } from "../lib/typed-before-hydration.ts";

/** A visitor reaching for a form: pointing at it, touching it, or moving focus into it. */
const INTENT = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/**
 * A page with a form starts its framework when the visitor reaches for the form (decision 307), not at
 * load: a visitor who only reads the page loads no framework. Until then the page is its HTML, the form
 * posts without script, and whatever the visitor types is given back to the form once it is live.
 */
export function hydrateOnDemand(doc: Document): void {
  if (!doc.querySelector(FRAMEWORK_TEMPLATE)) return;
  keepTypedValues(doc);
  const start = () => {
    for (const type of INTENT) doc.removeEventListener(type, onIntent, true);
    startFramework(doc);
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest("form")) start();
  };
  for (const type of INTENT) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  // A field focused before this script ran (a quick tap while the page loaded) has had its focusin already.
  if (doc.activeElement?.closest("form")) start();
}
