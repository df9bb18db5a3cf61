import islandsUrl from "virtual:islands-url";
import { FORM_ISLAND, formIslandsOf } from "../forms/island.ts";
import type { PendingToast } from "../lib/pending-toast.ts";

type Islands = typeof import("../islands/index.ts");

/** The islands bundle (app/islands/index.ts), loaded once. */
let islands: Promise<Islands> | undefined;
const loadIslands = (): Promise<Islands> => (islands ??= import(/* @vite-ignore */ islandsUrl) as Promise<Islands>);

/** A visitor reaching for a form: pointing at it, touching it, or moving focus into it. */
const INTENT = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/**
 * A page with a form starts its form island when the visitor reaches for the form (decisions 307, 320),
 * not at load: a visitor who only reads the page loads no framework. Until then the form is plain HTML
 * that posts without script; its fields are the browser's, so whatever is typed meanwhile stays.
 */
export function startFormsOnDemand(doc: Document): void {
  if (!doc.querySelector(`[${FORM_ISLAND}]`)) return;
  const start = () => {
    for (const type of INTENT) doc.removeEventListener(type, onIntent, true);
    void loadIslands().then((bundle) => bundle.startFormIslands(doc, formIslandsOf(doc)));
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${FORM_ISLAND}]`)) start();
  };
  for (const type of INTENT) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  // A field focused before this script ran (a quick tap while the page loaded) has had its focusin already.
  if (doc.activeElement?.closest(`[${FORM_ISLAND}]`)) start();
}

/** Shows the toast a form kept for this page (its success page, e.g. /thank-you). */
export function showKeptToast(doc: Document, pending: PendingToast): void {
  void loadIslands().then((bundle) => bundle.showKeptToast(doc, pending));
}
