import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { consentRegister, type PublishedConsent } from "#model/schema/consent-register.ts";
import { localePath, type Locale } from "#model/schema/locales.ts";
import type { Content } from "./load.ts";
import type { Problem } from "./problems.ts";
import { validate } from "./validate.ts";
import { parseYamlSource, problemAt } from "./yaml-source.ts";

/** Every consent text the site ever published (docs/decisions/460): committed, and appended to by codegen only. */
export const CONSENT_REGISTER_FILE = "content/consent-register.yaml";

const HEADER = `# Every consent text the lead forms have published, oldest first (docs/decisions/460). Codegen appends a
# text when a form's consent label or its policy's edition changes, and stops when an entry here no
# longer matches its version: do not edit, commit it with the content change that made it.
# \`npm run leads -- consents\` prints it.
`;

/** What a version is the hash of: the label and the policy link as shown, and the policy's edition. */
export type ConsentText = Pick<PublishedConsent, "summary" | "label" | "policy">;

/**
 * The version of a consent text: 16 hex digits of SHA-256 over the label, the link's label and address and,
 * since decision 460, the label's first line and the policy's edition; the texts published before it hash
 * as they did then.
 */
export function consentVersion({ summary, label, policy }: ConsentText): string {
  const parts =
    policy.edition === undefined ? [label, policy.label, policy.href] : [summary ?? "", label, policy.label, policy.href, policy.edition];
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 16);
}

/**
 * The consent text a language's forms show: the site's label and policy link as shown (claims, contacts and
 * legal details written out), with the edition (`lastUpdated`) of the legal document the link leads to.
 */
export function consentTextOf(content: Content, locale: Locale): ConsentText {
  const { summary, label, policy } = content.site.data.consent;
  const page = policy.href.split("#")[0];
  const edition = content.legal.find((doc) => localePath(doc.data.path, locale) === page)?.data.lastUpdated;
  return { summary, label, policy: { label: policy.label, href: policy.href, ...(edition === undefined ? {} : { edition }) } };
}

/** The register as committed; a problem for each entry whose text no longer gives its version (it was altered). */
export function readConsentRegister(root: string): { versions: PublishedConsent[]; problems: Problem[] } {
  const path = join(root, CONSENT_REGISTER_FILE);
  if (!existsSync(path)) return { versions: [], problems: [] };
  const source = parseYamlSource(CONSENT_REGISTER_FILE, readFileSync(path, "utf8"));
  if (source.syntaxProblems.length > 0) return { versions: [], problems: source.syntaxProblems };
  const checked = validate(source, consentRegister);
  if ("problems" in checked) return { versions: [], problems: checked.problems };
  const { versions } = checked.data;
  const problems = versions.flatMap((entry, index) => {
    if (consentVersion(entry) === entry.version) return [];
    const message = `the published consent ${entry.version} (${entry.locale}) was altered: its text no longer gives its version`;
    return [problemAt(source, ["versions", index, "version"], "CG210", message)];
  });
  return { versions, problems };
}

/**
 * The register with the texts this build shows: a text not in it yet is appended, in force from `today`, and
 * the text it replaces in its language is in force until then. Entries already there are never changed otherwise.
 */
export function withShownConsents(
  versions: readonly PublishedConsent[],
  shown: readonly (ConsentText & { locale: Locale })[],
  today: string,
): PublishedConsent[] {
  const register = [...versions];
  for (const text of shown) {
    const version = consentVersion(text);
    if (register.some((entry) => entry.version === version && entry.locale === text.locale)) continue;
    const current = register.findLastIndex((entry) => entry.locale === text.locale && entry.until === undefined);
    if (current >= 0) register[current] = { ...register[current]!, until: today };
    register.push({ version, ...text, from: today });
  }
  return register;
}

/** Writes the register when it grew; the committed file changes only when a new text was published. */
export function writeConsentRegister(root: string, versions: readonly PublishedConsent[]): void {
  const path = join(root, CONSENT_REGISTER_FILE);
  const text = `${HEADER}${stringify({ versions }, { lineWidth: 0 })}`;
  if (!existsSync(path) || readFileSync(path, "utf8") !== text) writeFileSync(path, text);
}
