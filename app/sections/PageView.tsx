import type { ComponentType } from "react";
import type { PageFile, SectionOf, SectionType } from "../../codegen/schema/index.ts";
import { site } from "../.generated/site.ts";
import { Cards } from "./Cards.tsx";
import { resolveClaims } from "./claims.ts";
import { Cta } from "./Cta.tsx";
import { FormSection } from "./FormSection.tsx";
import { Hero } from "./Hero.tsx";
import { LastUpdatedSection } from "./LastUpdatedSection.tsx";
import { List } from "./List.tsx";
import { Logos } from "./Logos.tsx";
import { Notice } from "./Notice.tsx";
import { People } from "./People.tsx";
import { Prose } from "./Prose.tsx";
import { Stats } from "./Stats.tsx";
import { Status } from "./Status.tsx";
import { Steps } from "./Steps.tsx";
import { Table } from "./Table.tsx";
import { Tabs } from "./Tabs.tsx";
import { Timeline } from "./Timeline.tsx";

/** One renderer per section kind; a new kind in the schema is a compile error here until it has one. */
const renderers: { [Type in SectionType]: ComponentType<{ section: SectionOf<Type> }> } = {
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
  steps: Steps,
  logos: Logos,
  table: Table,
  tabs: Tabs,
  "last-updated": LastUpdatedSection,
  status: Status,
};

export function PageView({ page }: { page: PageFile }) {
  return (
    <>
      {page.sections.map((section, index) => {
        const Renderer = renderers[section.type] as ComponentType<{ section: typeof section }>;
        return <Renderer key={section.id ?? index} section={resolveClaims(section, site)} />;
      })}
    </>
  );
}
