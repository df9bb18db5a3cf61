import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { anchorTarget, prefersReducedMotion, scrollBehaviourFor, scrollToAnchor, sameDocumentAnchor } from "../lib/scroll.ts";

// useLayoutEffect warns on the server; this only matters in the browser.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Scrolling on the pages that hydrate (forms). Most route changes are document loads, which start at the
 * top natively (decision 304); a client-side one (a form's redirect) glides to the top like the
 * scroll-to-top link (spec §1). React Router's <ScrollRestoration>, rendered after this component, scrolls
 * with window.scrollTo(0, 0), whose "auto" behaviour follows the root's CSS scroll-behavior: this sets
 * that property just before, in the same commit — smooth for new entries, instant for back/forward
 * restores and under prefers-reduced-motion — and hands back to the stylesheet afterwards.
 */
export function RouteScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useBrowserLayoutEffect(() => {
    document.documentElement.style.scrollBehavior = scrollBehaviourFor(navigationType, prefersReducedMotion(window));
  }, [location.key, navigationType]);
  // Once that scroll has started, the stylesheet's rule holds again: the scroll-to-top link and in-page
  // links glide (or, under reduced motion, jump) the same on every page, hydrated or not.
  useEffect(() => {
    document.documentElement.style.removeProperty("scroll-behavior");
  }, [location.key, navigationType]);

  // Hero links such as "#technical-specs" glide to their section when it is on this page; otherwise the
  // link keeps its default and navigates. Capture phase, so React Router's <Link> sees defaultPrevented.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      const id = sameDocumentAnchor(link.href, window.location.href);
      const target = id ? anchorTarget(document, id) : null;
      if (!id || !target) return;
      event.preventDefault();
      scrollToAnchor(window, target, id);
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, []);

  return null;
}
