import type { LeadKind } from "../../codegen/schema/lead-kinds.ts";

/**
 * A lead as handed over by a route action or JSON API. `fields` has already been validated by the
 * form's generated zod schema; this module never re-validates, it only maps.
 */
export type Lead = {
  kind: LeadKind;
  fields: Record<string, unknown>;
  pageUrl?: string;
};
