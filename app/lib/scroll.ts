export type NavigationKind = "POP" | "PUSH" | "REPLACE";

export function prefersReducedMotion(win: Pick<Window, "matchMedia">): boolean {
  return win.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Smooth for new pages; instant when restoring a position (back/forward, first load) or when motion is reduced. */
export function scrollBehaviourFor(navigation: NavigationKind, reducedMotion: boolean): "smooth" | "auto" {
  return navigation !== "POP" && !reducedMotion ? "smooth" : "auto";
}

/**
 * The anchor id a link points to when it stays on the current document ("#id", or this path with "#id"),
 * else null: a link to another page, or to this page without an anchor, is a navigation.
 */
export function sameDocumentAnchor(linkHref: string, currentHref: string): string | null {
  const link = new URL(linkHref, currentHref);
  const current = new URL(currentHref);
  if (!link.hash || link.hash === "#") return null;
  const samePage =
    link.origin === current.origin && trimSlash(link.pathname) === trimSlash(current.pathname) && link.search === current.search;
  return samePage ? decodeURIComponent(link.hash.slice(1)) : null;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The element a fragment names; HTML's "#top" is the top of the document even without such an element. */
export function anchorTarget(doc: Document, id: string): HTMLElement | null {
  return doc.getElementById(id) ?? (id.toLowerCase() === "top" ? doc.body : null);
}

/** Scrolls to an in-page section (smooth unless motion is reduced), records the fragment and moves focus there. */
export function scrollToAnchor(win: Window, target: HTMLElement, id: string): void {
  const behavior = prefersReducedMotion(win) ? "instant" : "smooth";
  if (target === win.document.body) win.scrollTo({ top: 0, behavior });
  else target.scrollIntoView({ behavior, block: "start" });
  // Replaces rather than pushes: React Router owns the history entries (and their state) of this document.
  win.history.replaceState(win.history.state, "", `#${encodeURIComponent(id)}`);
  // As a fragment link without a script: the top of the page moves no focus.
  if (target === win.document.body) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
