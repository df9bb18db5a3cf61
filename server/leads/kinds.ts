import type { LeadValues } from "../../app/.generated/forms/by-kind.ts";
import type { LeadKind } from "../../codegen/schema/lead-kinds.ts";

export type { LeadValues };

/**
 * A lead of one kind as a door hands it to the store: the values its form's generated schema output,
 * with their literal field names, plus the `source` a JSON API caller sent (spec §7 "form fields plus
 * source"). Renaming a field in content/forms/ changes this type.
 */
export type LeadOf<K extends LeadKind> = {
  kind: K;
  fields: LeadValues[K] & { source?: string };
  pageUrl?: string;
};

type LeadsByKind = { [K in LeadKind]: LeadOf<K> };

/** A lead as handed to the store: one of the kinds, its fields typed by that kind's form. */
export type Lead = LeadsByKind[LeadKind];

/**
 * Fields as a store reads them back: the JSON a lead was stored with, possibly by an older release
 * whose form had other fields. Code that reads them narrows by kind and treats each value as unknown.
 */
export type StoredFields = Readonly<Record<string, unknown>>;

type LeadBuilders = { [K in LeadKind]: (fields: LeadOf<K>["fields"], page: { pageUrl?: string }) => LeadsByKind[K] };

// One entry per kind, each checked against its own form's values; a call through this table keeps a
// generic kind and its fields together, which a single generic object literal cannot.
const leadBuilders: LeadBuilders = {
  contact: (fields, page) => ({ kind: "contact", fields, ...page }),
  evaluation: (fields, page) => ({ kind: "evaluation", fields, ...page }),
  "home-contact": (fields, page) => ({ kind: "home-contact", fields, ...page }),
  migration: (fields, page) => ({ kind: "migration", fields, ...page }),
  partnership: (fields, page) => ({ kind: "partnership", fields, ...page }),
  startup: (fields, page) => ({ kind: "startup", fields, ...page }),
};

/** The lead of the form of kind K, from the values that form's schema output. */
export function leadOf<K extends LeadKind>(kind: K, fields: LeadOf<K>["fields"], pageUrl: string | undefined): Lead {
  return leadBuilders[kind](fields, pageUrl ? { pageUrl } : {});
}
