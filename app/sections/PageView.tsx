import type { ComponentType } from "react";
import type { PageFile, SectionOf, SectionType } from "../../codegen/schema/index.ts";
import { Cards } from "./Cards.tsx";
import { Cta } from "./Cta.tsx";
import { FormSection } from "./FormSection.tsx";
import { Hero } from "./Hero.tsx";
import { List } from "./List.tsx";
import { Notice } from "./Notice.tsx";
import { People } from "./People.tsx";
import { Stats } from "./Stats.tsx";
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
};

export function PageView({ page }: { page: PageFile }) {
  return (
    <>
      {page.sections.map((section, index) => {
        const Renderer = renderers[section.type] as ComponentType<{ section: typeof section }>;
        return <Renderer key={section.id ?? index} section={section} />;
      })}
    </>
  );
}
