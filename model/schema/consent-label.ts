// Kept apart from the zod schema (consent.ts): the form island imports these, and zod must not follow it there.

/** The consent box's field: every form has it, checked by the form's schema like any field (`true` once ticked). */
export const CONSENT_FIELD = "consent";

/** Where the policy's link stands in the consent's label. */
export const POLICY_SLOT = "{policy}";

/** The label around its policy link: the text before the link and the text after it. */
export function splitConsentLabel(label: string): { before: string; after: string } {
  const at = label.indexOf(POLICY_SLOT);
  return at < 0 ? { before: label, after: "" } : { before: label.slice(0, at), after: label.slice(at + POLICY_SLOT.length) };
}

/**
 * The version of the consent text a form showed, posted back with it (a hidden field beside the box, and
 * `consentVersion` in a JSON API call): the lead records the text its visitor read (docs/decisions/460).
 */
export const CONSENT_VERSION_FIELD = "consentVersion";
