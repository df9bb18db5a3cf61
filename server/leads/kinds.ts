import { z } from "zod";

// One enum is the source of both the runtime check and the type, so a new kind cannot be half-added.
export const leadKindSchema = z.enum([
  "home-contact",
  "contact",
  "startup",
  "migration",
  "evaluation",
  "partnership",
]);

export type LeadKind = z.infer<typeof leadKindSchema>;

export const LEAD_KINDS: readonly LeadKind[] = leadKindSchema.options;

export function isLeadKind(value: unknown): value is LeadKind {
  return leadKindSchema.safeParse(value).success;
}

/**
 * A lead as handed over by a route action or JSON API. `fields` has already been validated by the
 * form's generated zod schema; this module never re-validates, it only maps.
 */
export type Lead = {
  kind: LeadKind;
  fields: Record<string, unknown>;
  pageUrl?: string;
};
