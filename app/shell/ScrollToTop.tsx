import { useSite } from "../lib/use-site.ts";
import * as styles from "./scroll-to-top.css.ts";

/**
 * A link to the top of the page (HTML's "#top" fragment), so it works without a script; the root's
 * scroll-behavior makes it glide unless the visitor prefers reduced motion. It fades in once the page
 * has been scrolled (a scroll-driven animation; always shown where those are unsupported).
 */
export function ScrollToTop() {
  const site = useSite();
  return (
    <a href="#top" className={styles.button} aria-label={site.labels.scrollToTop}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M4 12l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </a>
  );
}
