import { SAVE_EVENTS_PATH } from "#model/save-events.ts";

/*
 * `npm run dev` only (app/enhance/index.ts imports it behind import.meta.env.DEV, so no build holds it): the
 * open tab follows content saves. After each save the dev server took in (codegen/save-events.ts) the tab asks
 * for its own page again and reloads only when that page's HTML changed, back at the same scroll position.
 */
const SCROLL_KEY = "follow-saves:scroll";

/** The page's HTML without what differs between two answers of the same content (the CSP nonce). */
async function currentHtml(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: "text/html" }, cache: "no-store" });
  return (await response.text()).replace(/ nonce="[^"]*"/g, "");
}

export function followSaves(window: Window): void {
  const { document, location, sessionStorage, history } = window;
  const scroll = sessionStorage.getItem(SCROLL_KEY);
  if (scroll) {
    sessionStorage.removeItem(SCROLL_KEY);
    const [path, y] = JSON.parse(scroll) as [string, number];
    // Instant: the site scrolls smoothly, and the reader should not see the page scroll back.
    if (path === location.pathname) window.scrollTo({ top: y, behavior: "instant" });
  }
  let shown: Promise<string> | undefined;
  // How many saves this tab has compared and kept: the page's `data-follows-saves` (tests await it).
  let kept = 0;
  const events = new EventSource(SAVE_EVENTS_PATH);
  events.addEventListener("ready", () => {
    // As the page is now: a later save that leaves this HTML alone leaves the tab alone.
    shown ??= currentHtml(location.href);
    document.documentElement.dataset.followsSaves = String(kept);
  });
  events.addEventListener("saved", () => {
    const before = shown;
    if (!before) return;
    const after = currentHtml(location.href);
    void Promise.all([before, after]).then(([was, is]) => {
      if (was === is) {
        document.documentElement.dataset.followsSaves = String(++kept);
        return;
      }
      shown = after;
      events.close();
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify([location.pathname, window.scrollY]));
      history.scrollRestoration = "manual";
      location.reload();
    });
  });
}
