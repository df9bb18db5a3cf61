/** What the reset touches of the browser: narrow, so tests hand it a stand-in without casts. */
export interface FirstVisitWindow {
  readonly localStorage: Pick<Storage, "getItem" | "setItem">;
  readonly sessionStorage: Pick<Storage, "length" | "clear">;
  readonly location: Pick<Location, "hostname" | "pathname" | "reload">;
  readonly document: { cookie: string; readonly activeElement: { closest(selectors: string): unknown } | null };
  readonly caches?: Pick<CacheStorage, "keys" | "delete">;
}

const EXPIRED = "=;expires=Thu, 01 Jan 1970 00:00:00 GMT;max-age=0";

/** Expires every cookie scripts can see, on each path and domain it may have been set for. */
function clearCookies(window: FirstVisitWindow): boolean {
  const { hostname, pathname } = window.location;
  const names = window.document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter((name) => name !== "");
  for (const name of names) {
    for (const scope of ["", ";path=/", `;path=${pathname}`, `;path=/;domain=${hostname}`, `;path=/;domain=.${hostname}`]) {
      window.document.cookie = name + EXPIRED + scope;
    }
  }
  return names.length > 0;
}

async function clearCacheStorage(window: FirstVisitWindow): Promise<boolean> {
  const { caches } = window;
  if (!caches) return false;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
  return names.length > 0;
}

/**
 * Spec §1: on the first visit ever (no flag in local storage) set the flag, clear cookies, Cache Storage
 * and session storage, and reload once. The page script runs it first, after the first paint (decision
 * 316): each of those stores is a synchronous call to the browser's storage on its first use, 9 ms and
 * more on a fresh profile, which used to sit in the parse of every page's <head>.
 *
 * It reloads only when it cleared something (decision 303): a browser that arrives with nothing stored is
 * already in the state a reload would give. It never loops: the flag is written and read back before
 * anything is cleared, and when storage throws or does not keep the flag nothing happens at all. A
 * visitor already in a form is not reloaded under their fingers; what was stale is cleared all the same.
 */
export async function resetOnFirstVisit(window: FirstVisitWindow, storageKey: string): Promise<void> {
  try {
    if (window.localStorage.getItem(storageKey) !== null) return;
    window.localStorage.setItem(storageKey, "1");
    if (window.localStorage.getItem(storageKey) !== "1") return;
  } catch {
    return;
  }
  // Each store is cleared on its own: one that throws (blocked, or missing here) leaves the others to clear.
  const cleared = [
    attempt(() => clearCookies(window)),
    attempt(() => {
      const held = window.sessionStorage.length > 0;
      if (held) window.sessionStorage.clear();
      return held;
    }),
    await clearCacheStorage(window).catch(() => false),
  ];
  if (cleared.includes(true) && !window.document.activeElement?.closest("form")) window.location.reload();
}

function attempt(clear: () => boolean): boolean {
  try {
    return clear();
  } catch {
    return false;
  }
}
