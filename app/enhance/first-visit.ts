import { expireCookies } from "./cookies.ts";

/** What the reset touches of the browser: narrow, so tests hand it a stand-in without casts. */
export interface FirstVisitWindow {
  readonly localStorage: Pick<Storage, "getItem" | "setItem">;
  readonly sessionStorage: Pick<Storage, "length" | "clear">;
  readonly location: Pick<Location, "hostname" | "pathname" | "reload">;
  readonly document: {
    cookie: string;
    readonly activeElement: { closest(selectors: string): unknown } | null;
    readonly documentElement: { readonly dataset: DOMStringMap };
  };
  readonly caches?: Pick<CacheStorage, "keys" | "delete">;
}

async function clearCacheStorage(window: FirstVisitWindow): Promise<boolean> {
  const { caches } = window;
  if (!caches) return false;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
  return names.length > 0;
}

/** Lets the browser run whatever waits (input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Spec §1: on the first visit ever (no flag in local storage) set the flag, clear cookies, Cache Storage
 * and session storage, and reload once. The page script starts it after the first paint (decision 316):
 * the first use of each store is a synchronous call to the browser, 2–4 ms each and 9 ms together at the
 * median on a fresh profile, more on a slow phone. So each runs in a task of its own, none of them in the
 * page script's evaluation: no task of the reset is long enough to hold up a tap.
 *
 * It reloads only when it cleared something (decision 361): a browser that arrives with nothing stored is
 * already in the state a reload would give. It never loops: the flag is written and read back before
 * anything is cleared, and when storage throws or does not keep the flag nothing happens at all. A
 * visitor already in a form is not reloaded under their fingers; what was stale is cleared all the same.
 * Resolves to whether the page stays (false: it is reloading).
 */
export async function resetOnFirstVisit(window: FirstVisitWindow, storageKey: string): Promise<boolean> {
  await nextTask();
  if ((await clearedOnFirstVisit(window, storageKey)) && !window.document.activeElement?.closest("form")) {
    window.location.reload();
    return false;
  }
  // The page stays: tests and monitoring wait on this mark rather than on time.
  window.document.documentElement.dataset.firstVisitChecked = "";
  return true;
}

/** Whether this is the first visit and a store held something that is now cleared. */
async function clearedOnFirstVisit(window: FirstVisitWindow, storageKey: string): Promise<boolean> {
  try {
    if (window.localStorage.getItem(storageKey) !== null) return false;
    window.localStorage.setItem(storageKey, "1");
    if (window.localStorage.getItem(storageKey) !== "1") return false;
  } catch {
    return false;
  }
  // Asynchronous already: asked at once, answered while the other stores are cleared.
  const cachesCleared = clearCacheStorage(window).catch(() => false);
  await nextTask();
  // Each store is cleared on its own: one that throws (blocked, or missing here) leaves the others to clear.
  const cookiesCleared = attempt(() => expireCookies(window, () => true));
  await nextTask();
  const sessionCleared = attempt(() => {
    const held = window.sessionStorage.length > 0;
    if (held) window.sessionStorage.clear();
    return held;
  });
  // A reload waits for Cache Storage to be cleared too.
  return [cookiesCleared, sessionCleared, await cachesCleared].includes(true);
}

function attempt(clear: () => boolean): boolean {
  try {
    return clear();
  } catch {
    return false;
  }
}
