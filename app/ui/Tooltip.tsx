import { Button, Tooltip as AriaTooltip, TooltipTrigger } from "react-aria-components";
import * as styles from "./tooltip.css.ts";

/**
 * An info button with a tooltip. react-aria renders a closed tooltip nothing on the server, so the text
 * must be a supplement: the button's accessible name says what it explains, and the same facts are on
 * the page elsewhere for visitors without JavaScript.
 */
export function InfoTooltip({ label, text }: { label: string; text: string }) {
  return (
    <TooltipTrigger delay={200}>
      <Button className={styles.trigger} aria-label={label}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4M8 4.5v.01" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </Button>
      <AriaTooltip className={styles.tooltip} offset={8}>
        {text}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
