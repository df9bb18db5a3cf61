/** A page's address for page views: the URL without its fragment (an in-page jump is not a new page). */
export function pageAddress(url: string): string {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
}

export interface PageviewTracker {
  /** Reports the current URL; captures a page view only when the address differs from the last one. */
  check(url: string): boolean;
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
  };
}

export interface PageviewWatchHost {
  location: { href: string };
  addEventListener(type: "popstate", listener: () => void): void;
  removeEventListener(type: "popstate", listener: () => void): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Captures the current page now, then on back/forward and on every poll that sees a new address. */
export function watchPageviews(host: PageviewWatchHost, pollMs: number, capture: (url: string) => void): () => void {
  const tracker = createPageviewTracker(capture);
  const check = () => void tracker.check(host.location.href);
  check();
  host.addEventListener("popstate", check);
  const poll = host.setInterval(check, pollMs);
  return () => {
    host.removeEventListener("popstate", check);
    host.clearInterval(poll);
  };
}
