import type { LeadValues } from "#generated/forms/by-kind.ts";
import type { CONSENT_FIELD } from "#model/schema/consent-label.ts";
import type { LeadKind } from "#model/schema/lead-kinds.ts";
import type { Locale } from "#model/schema/locales.ts";

export type { LeadValues };

/**
 * A lead of one kind as a door hands it to the store: the values its form's generated schema output,
 * with their literal field names, plus the `source` a JSON API caller sent (spec §7 "form fields plus
 * source"), and the form's language. Renaming a field in content/forms/ changes this type.
 */
export type LeadOf<K extends LeadKind> = {
  kind: K;
  /** The visitor's answers; the consent box's tick is recorded as `consent`, not among them. */
  fields: Answers<K> & { source?: string };
  /** The language of the form it was sent with (its form module's). */
  locale: Locale;
  pageUrl?: string;
  /** The consent its visitor ticked (docs/decisions/390). */
  consent: LeadConsent;
};

/**
 * The consent text a lead's visitor agreed to: the version their form showed and that text's language
 * (docs/decisions/460). `version` is null when a JSON API caller asserted consent without naming a text.
 */
export type LeadConsent = { version: string | null; locale: Locale };

/** A form's values without the consent box, which every form has and a lead records apart. */
export type Answers<K extends LeadKind> = Omit<LeadValues[K], typeof CONSENT_FIELD>;

type LeadsByKind = { [K in LeadKind]: LeadOf<K> };

/** A lead as handed to the store: one of the kinds, its fields typed by that kind's form. */
export type Lead = LeadsByKind[LeadKind];

/**
 * Fields as a store reads them back: the JSON a lead was stored with, possibly by an older release
 * whose form had other fields. Code that reads them narrows by kind and treats each value as unknown.
 */
export type StoredFields = Readonly<Record<string, unknown>>;

/** What a lead carries besides its kind and fields. */
type LeadContext = { locale: Locale; pageUrl?: string; consent: LeadConsent };

type LeadBuilders = { [K in LeadKind]: (fields: LeadOf<K>["fields"], context: LeadContext) => LeadsByKind[K] };

// One entry per kind, each checked against its own form's values; a call through this table keeps a
// generic kind and its fields together, which a single generic object literal cannot.
const leadBuilders: LeadBuilders = {
  contact: (fields, context) => ({ kind: "contact", fields, ...context }),
  evaluation: (fields, context) => ({ kind: "evaluation", fields, ...context }),
  "home-contact": (fields, context) => ({ kind: "home-contact", fields, ...context }),
  migration: (fields, context) => ({ kind: "migration", fields, ...context }),
  partnership: (fields, context) => ({ kind: "partnership", fields, ...context }),
  startup: (fields, context) => ({ kind: "startup", fields, ...context }),
};

/** The lead of the form of kind K, from the values that form's schema output. */
export function leadOf<K extends LeadKind>(
  kind: K,
  // Inferred from `kind` alone: inferred from both, K could widen to a union whose answers share few fields.
  fields: NoInfer<LeadOf<K>["fields"]>,
  { locale, pageUrl, consent }: { locale: Locale; pageUrl?: string | undefined; consent: LeadConsent },
): Lead {
  return leadBuilders[kind](fields, pageUrl ? { locale, pageUrl, consent } : { locale, consent });
}
