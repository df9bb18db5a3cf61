import type { SectionType } from "./schema/index.ts";

/**
 * The component in app/sections/<Name>.tsx that renders each section kind. Route modules import only
 * the ones their page uses; the generated `satisfies SectionRenderers<…>` makes a wrong pairing a type
 * error, and a section kind without an entry here does not compile.
 */
export const sectionRenderers: { readonly [Type in SectionType]: string } = {
  hero: "Hero",
  stats: "Stats",
  cards: "Cards",
  list: "List",
  timeline: "Timeline",
  people: "People",
  cta: "Cta",
  notice: "Notice",
  form: "FormSection",
  prose: "Prose",
  steps: "Steps",
  logos: "Logos",
  table: "Table",
  tabs: "Tabs",
  "last-updated": "LastUpdatedSection",
  status: "Status",
};
