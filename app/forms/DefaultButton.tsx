import { visuallyHidden } from "../ui/layout.css.ts";
import type { Intent } from "./intent.ts";
import { IntentButton } from "./IntentButton.tsx";

/**
 * Enter in a field submits with the form's first submit button in tree order (HTML implicit submission).
 * In the wizard that would be Back, Add VM or Remove, which come before the step's own button; this copy
 * of Continue / Submit stands first instead. It is kept out of the accessibility tree and the tab order,
 * so a screen reader or keyboard user meets the visible button only once; visually hidden rather than
 * display:none, which some browsers skip for implicit submission.
 */
export function DefaultButton({ intent, label, disabled }: { intent: Intent; label: string; disabled: boolean }) {
  return (
    <IntentButton intent={intent} className={visuallyHidden} aria-hidden="true" tabIndex={-1} disabled={disabled}>
      {label}
    </IntentButton>
  );
}
