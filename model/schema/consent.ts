import { z } from "zod";
import { href, text } from "./common.ts";
import { POLICY_SLOT } from "./consent-label.ts";

/**
 * The consent to the processing of personal data that every lead form asks for, as a required box above
 * its submit button (docs/decisions/390). One text per language for every form: what a visitor agrees to
 * is the same whichever form they send, and the lead records which text it was by its version.
 */
export const consent = z.strictObject({
  /** The label's short first line, over the full text in smaller type: what the box is, read at a glance. */
  summary: text,
  /** The box's label; `{policy}` is where the link to the policy stands. */
  label: text.refine(
    (value) => value.split(POLICY_SLOT).length === 2,
    `must contain ${POLICY_SLOT} once: where the link to the policy stands`,
  ),
  /** The link to the policy that describes the processing. */
  policy: z.strictObject({ label: text, href }),
  /** Shown when the box is not ticked. */
  required: text,
  /**
   * Shown when a form posts a consent text the site never published (a page opened before the text changed
   * and the register lost it, or a forged post): the visitor reloads and reads the current one (decision 460).
   */
  unpublished: text,
});
