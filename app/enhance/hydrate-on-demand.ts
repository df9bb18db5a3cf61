import { FRAMEWORK_TEMPLATE, startFramework } from "../lib/framework-on-demand.ts";
import { keepTypedValues } from "../lib/typed-before-hydration.ts";

const INTENT = ["focusin", "pointerover", "pointerdown", "touchstart"] as const;

/**
 * A page with a form hydrates when the form is needed (decision 307): when it comes into view, when the
 * visitor focuses or points at it, or once the browser is idle after the page has loaded, whichever is
 * first. Until then the page is its HTML, the form posts without script, and whatever the visitor types
 * is given back to the form once it is live.
 */
export function hydrateOnDemand(doc: Document): void {
  if (!doc.querySelector(FRAMEWORK_TEMPLATE)) return;
  keepTypedValues(doc);
  const forms = [...doc.querySelectorAll("form")];
  const visible = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) start();
  });
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest("form")) start();
  };
  const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(start) : setTimeout(start));
  let started = false;
  function start() {
    if (started) return;
    started = true;
    visible.disconnect();
    for (const type of INTENT) doc.removeEventListener(type, onIntent, true);
    removeEventListener("load", whenIdle);
    startFramework(doc);
  }
  for (const form of forms) visible.observe(form);
  for (const type of INTENT) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  if (doc.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
