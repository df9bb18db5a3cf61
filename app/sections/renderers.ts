import type { SectionType } from "#model/schema/index.ts";
import { Cards } from "./Cards.tsx";
import { Compliance } from "./Compliance.tsx";
import { Cta } from "./Cta.tsx";
import { Faq } from "./Faq.tsx";
import { FormSection } from "./FormSection.tsx";
import { Hero } from "./Hero.tsx";
import { LastUpdatedSection } from "./LastUpdatedSection.tsx";
import { List } from "./List.tsx";
import { Logos } from "./Logos.tsx";
import { Notice } from "./Notice.tsx";
import type { SectionRenderers } from "./PageView.tsx";
import { People } from "./People.tsx";
import { Prose } from "./Prose.tsx";
import { Stats } from "./Stats.tsx";
import { Status } from "./Status.tsx";
import { Steps } from "./Steps.tsx";
import { Table } from "./Table.tsx";
import { Tabs } from "./Tabs.tsx";
import { Timeline } from "./Timeline.tsx";

/** The component that renders each section kind; a section kind without one here does not compile. */
export const sectionRenderers = {
  hero: Hero,
  stats: Stats,
  cards: Cards,
  list: List,
  timeline: Timeline,
  people: People,
  cta: Cta,
  notice: Notice,
  form: FormSection,
  prose: Prose,
  faq: Faq,
  steps: Steps,
  logos: Logos,
  table: Table,
  tabs: Tabs,
  "last-updated": LastUpdatedSection,
  status: Status,
  compliance: Compliance,
} satisfies SectionRenderers<SectionType>;
