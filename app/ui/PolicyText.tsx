import { splitConsentLabel } from "#model/schema/consent-label.ts";
import type { LangOf } from "../lib/lang-of.ts";

interface Props {
  /** The text, `{policy}` where the link stands. */
  text: string;
  policy: { label: string; href: string };
  langOf: LangOf;
}

/**
 * A text that asks the visitor to agree to the policy it links to (the consent box, the chat's notice): the
 * policy opens in a new tab, so nothing the visitor is doing on the page is lost.
 */
export function PolicyText({ text, policy, langOf }: Props) {
  const { before, after } = splitConsentLabel(text);
  return (
    <>
      {before}
      <a href={policy.href} target="_blank" rel="noopener" lang={langOf(policy.label)}>
        {policy.label}
      </a>
      {after}
    </>
  );
}
