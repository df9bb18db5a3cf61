import { z } from "zod";

// One enum is the source of both the runtime check and the type, so a new kind cannot be half-added. It
// belongs to the content model (a form's `kind`) and is shared by codegen, the app and the lead pipeline.
export const leadKindSchema = z.enum(["home-contact", "contact", "startup", "migration", "evaluation", "partnership"]);

export type LeadKind = z.infer<typeof leadKindSchema>;

export const LEAD_KINDS: readonly LeadKind[] = leadKindSchema.options;

export function isLeadKind(value: unknown): value is LeadKind {
  return leadKindSchema.safeParse(value).success;
}
