import { splitConsentLabel } from "#model/schema/consent-label.ts";
import type { PublishedConsent } from "#model/schema/consent-register.ts";
import { LANGUAGE_NAMES_IN_ENGLISH } from "#model/schema/locales.ts";

/**
 * The register of consent texts as `npm run leads -- consents` prints it, for a lawyer to read
 * (docs/decisions/460): each version with its language, the days it was in force, the policy it named and
 * the whole text as the box's label showed it, the link's words in their place.
 */
export function formatConsentRegister(versions: readonly PublishedConsent[]): string {
  const header = `Consent texts the lead forms have published, oldest first: ${versions.length} version${versions.length === 1 ? "" : "s"}.\n`;
  return [header, ...versions.map(formatEntry)].join("\n");
}

function formatEntry(entry: PublishedConsent): string {
  const { before, after } = splitConsentLabel(entry.label);
  const edition = entry.policy.edition === undefined ? "edition not recorded in this version" : `edition of ${entry.policy.edition}`;
  return [
    `Version ${entry.version} · ${LANGUAGE_NAMES_IN_ENGLISH[entry.locale]} (${entry.locale})`,
    `In force: from ${entry.from} ${entry.until === undefined ? "to this day" : `until ${entry.until}`}`,
    `Policy: ${entry.policy.label} (${entry.policy.href}), ${edition}`,
    "Text:",
    ...(entry.summary === undefined ? [] : [`  ${entry.summary}`]),
    `  ${before}${entry.policy.label}${after}`,
    "",
  ].join("\n");
}
