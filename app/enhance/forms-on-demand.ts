import islandsUrl from "virtual:islands-url";
import { FORM_ISLAND, formIslandsOf } from "../forms/island.ts";

type Islands = typeof import("../islands/index.ts");

/** The islands bundle (app/islands/index.ts), loaded once. */
let islands: Promise<Islands> | undefined;
const loadIslands = (): Promise<Islands> => {
  if (import.meta.env.DEV) installRefreshPreamble(window);
  return (islands ??= import(/* @vite-ignore */ islandsUrl) as Promise<Islands>);
};

/**
 * In dev every React module is transformed for Fast Refresh and checks for Vite's React preamble, which
 * React Router's `<Scripts />` installs, and no page renders. Its globals, as a backend integration sets
 * them (without Fast Refresh itself: an edit to an island shows on the next load). The build leaves this out.
 */
function installRefreshPreamble(win: Window): void {
  Object.assign(win, {
    $RefreshReg$: () => {},
    $RefreshSig$: () => (type: unknown) => type,
    __vite_plugin_react_preamble_installed__: true,
  });
}

/** A visitor reaching for a form: pointing at it, touching it, or moving focus into it. */
const INTENT = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/** What a visitor typing makes: the island waits for a pause in these before it runs. */
const TYPING = ["keydown", "beforeinput", "input"] as const;
/** A pause in typing long enough to run React DOM's evaluation (one task) and hydrate the form in. */
const QUIET_MS = 300;

/**
 * A page with a form starts its form island when the visitor reaches for the form (decisions 307, 320),
 * not at load: a visitor who only reads the page loads no framework. Until then the form is plain HTML
 * that posts without script; its fields are the browser's, so whatever is typed meanwhile stays.
 *
 * Reaching for the form downloads and compiles the islands bundle at once (a module preload, off the
 * main thread), but runs it only at a pause in the visitor's typing: evaluating React DOM is one task of
 * 100–200 ms on a phone, and a keystroke that arrived during it would wait that long (decision 364).
 */
export function startFormsOnDemand(doc: Document): void {
  if (!doc.querySelector(`[${FORM_ISLAND}]`)) return;
  const start = () => {
    for (const type of INTENT) doc.removeEventListener(type, onIntent, true);
    void preload(doc, islandsUrl)
      .then(() => typingPause(doc, QUIET_MS))
      .then(loadIslands)
      .then((bundle) => bundle.startFormIslands(doc, formIslandsOf(doc)));
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${FORM_ISLAND}]`)) start();
  };
  for (const type of INTENT) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  // A field focused before this script ran (a quick tap while the page loaded) has had its focusin already.
  if (doc.activeElement?.closest(`[${FORM_ISLAND}]`)) start();
}

/** Fetches and compiles a module without running it; resolves when that is done or has failed. */
function preload(doc: Document, url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    link.addEventListener("load", () => resolve());
    // A failed preload is retried by the import itself, which reports the failure.
    link.addEventListener("error", () => resolve());
    doc.head.append(link);
  });
}

/** Resolves once the visitor has not typed for `ms`: at once if they are not typing at all. */
function typingPause(doc: Document, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of TYPING) doc.removeEventListener(type, onTyping, true);
      resolve();
    };
    let timer = setTimeout(done, ms);
    const onTyping = () => {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    };
    for (const type of TYPING) doc.addEventListener(type, onTyping, { capture: true, passive: true });
  });
}
