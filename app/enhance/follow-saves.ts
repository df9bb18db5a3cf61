import { PAGE_VERSION_META, SAVE_EVENTS_PATH } from "#model/save-events.ts";

/*
 * `npm run dev` only (app/enhance/index.ts imports it behind import.meta.env.DEV, so no build holds it): the
 * open tab follows content saves. The page carries the version of the content it was rendered from; each
 * time the tab connects to the dev server's save channel (codegen/save-events.ts), reconnects, or hears of
 * a save, it asks for its page's current version and reloads when that is not its own, back at the same
 * scroll position. So a save made while the tab was loading or away is not missed, and a save that did
 * not change this page leaves it alone.
 */
const SCROLL_KEY = "follow-saves:scroll";
const VERSION = new RegExp(`<meta name="${PAGE_VERSION_META}" content="([^"]*)"`);

/** The version of the page at `url` as the dev server would render it now. */
async function currentVersion(url: string): Promise<string | undefined> {
  const response = await fetch(url, { headers: { accept: "text/html" }, cache: "no-store" });
  return VERSION.exec(await response.text())?.[1];
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
  const shown = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_VERSION_META}"]`)?.content;
  // How many saves this tab has compared and kept: the page's `data-follows-saves` (tests await it).
  let kept = 0;
  let reloading = false;
  const events = new EventSource(SAVE_EVENTS_PATH);
  /** Reloads when the page changed since it was served; true when it did not. */
  const compare = async (): Promise<boolean> => {
    const current = await currentVersion(location.href);
    if (reloading || current === shown) return !reloading;
    reloading = true;
    events.close();
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify([location.pathname, window.scrollY]));
    history.scrollRestoration = "manual";
    location.reload();
    return false;
  };
  // On each (re)connection: a save may have come between the page's render and now.
  events.addEventListener("ready", () => {
    void compare().then(
      (same) => same && (document.documentElement.dataset.followsSaves = String(kept)),
      () => {},
    );
  });
  events.addEventListener("saved", () => {
    void compare().then(
      (same) => same && (document.documentElement.dataset.followsSaves = String(++kept)),
      // The dev server restarting: the channel reconnects, and its "ready" compares again.
      () => {},
    );
  });
}
