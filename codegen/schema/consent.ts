import { z } from "zod";
import { href, text } from "./common.ts";

/** The consent box's field: every form has it, checked by the form's schema like any field (`true` once ticked). */
export const CONSENT_FIELD = "consent";

/** Where the policy's link stands in the consent's label. */
const POLICY_SLOT = "{policy}";

/**
 * The consent to the processing of personal data that every lead form asks for, as a required box above
 * its submit button (docs/decisions/390). One text per language for every form: what a visitor agrees to
 * is the same whichever form they send, and the lead records which text it was by its version.
 */
export const consent = z.strictObject({
  /** The box's label; `{policy}` is where the link to the policy stands. */
  label: text.refine(
    (value) => value.split(POLICY_SLOT).length === 2,
    `must contain ${POLICY_SLOT} once: where the link to the policy stands`,
  ),
  /** The link to the policy that describes the processing. */
  policy: z.strictObject({ label: text, href }),
  /** Shown when the box is not ticked. */
  required: text,
});

/** The label around its policy link: the text before the link and the text after it. */
export function splitConsentLabel(label: string): { before: string; after: string } {
  const at = label.indexOf(POLICY_SLOT);
  return at < 0 ? { before: label, after: "" } : { before: label.slice(0, at), after: label.slice(at + POLICY_SLOT.length) };
}
