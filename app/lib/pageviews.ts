/** A page's address for page views: the URL without its fragment (an in-page jump is not a new page). */
export function pageAddress(url: string): string {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
}

export interface PageviewTracker {
  /** Reports the current URL; captures a page view only when the address differs from the last one. */
  check(url: string): boolean;
  /** Forgets the last address, so the next check captures: a page shown again from the back/forward cache is a new view. */
  forget(): void;
}

/**
 * Spec §1: one page view on load and one per address change, found through popstate and a one-second
 * poll. Both sources can report the same change, so the tracker remembers the last address captured.
 */
export function createPageviewTracker(capture: (url: string) => void): PageviewTracker {
  let last: string | undefined;
  return {
    check(url) {
      const address = pageAddress(url);
      if (address === last) return false;
      last = address;
      capture(url);
      return true;
    },
    forget() {
      last = undefined;
    },
  };
}

export interface PageviewWatchHost {
  location: { href: string };
  addEventListener(type: "popstate" | "pageshow", listener: (event: { persisted?: boolean }) => void): void;
  removeEventListener(type: "popstate" | "pageshow", listener: (event: { persisted?: boolean }) => void): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * Captures the current page now, then on back/forward, on every poll that sees a new address, and when
 * the page is shown again from the back/forward cache (every page is its own document, decision 304).
 */
export function watchPageviews(host: PageviewWatchHost, pollMs: number, capture: (url: string) => void): () => void {
  const tracker = createPageviewTracker(capture);
  const check = () => void tracker.check(host.location.href);
  const restored = (event: { persisted?: boolean }) => {
    if (!event.persisted) return;
    tracker.forget();
    check();
  };
  check();
  host.addEventListener("popstate", check);
  host.addEventListener("pageshow", restored);
  const poll = host.setInterval(check, pollMs);
  return () => {
    host.removeEventListener("popstate", check);
    host.removeEventListener("pageshow", restored);
    host.clearInterval(poll);
  };
}
