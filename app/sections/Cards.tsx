import type { SectionOf } from "#model/schema/index.ts";
import { CardGrid } from "./CardGrid.tsx";
import { SectionFrame } from "./SectionFrame.tsx";

export function Cards({ section }: { section: SectionOf<"cards"> }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} alt={section.alt} actions={section.actions}>
      <CardGrid items={section.items} columns={section.columns} />
    </SectionFrame>
  );
}
