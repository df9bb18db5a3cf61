import { useId } from "react";
import * as styles from "./tooltip.css.ts";

/**
 * An info button with its explanation, in the HTML and without a script: hovering or focusing the button
 * shows the text (CSS), a tap or click toggles it as a popover (Escape or a tap elsewhere closes it), and
 * the button is described by it for assistive technology. See docs/decisions/304-html-first.md.
 */
export function InfoTooltip({ label, text }: { label: string; text: string }) {
  const id = `tip${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <span className={styles.anchor} style={{ anchorName: `--${id}` }}>
      <button type="button" className={styles.trigger} aria-label={label} aria-describedby={id} popoverTarget={id}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4M8 4.5v.01" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
      <span id={id} role="tooltip" popover="auto" className={styles.tooltip} style={{ positionAnchor: `--${id}` }}>
        {text}
      </span>
    </span>
  );
}
