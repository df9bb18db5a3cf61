import type { ComponentType } from "react";
import type { PageOf, SectionOf, SectionType } from "../../codegen/schema/index.ts";

/** The renderer of each section kind a page uses (app/sections/renderers.ts has every kind's). */
export type SectionRenderers<Type extends SectionType> = { [Kind in Type]: ComponentType<{ section: SectionOf<Kind> }> };

export function PageView<Type extends SectionType>({ page, renderers }: { page: PageOf<Type>; renderers: SectionRenderers<Type> }) {
  return (
    <>
      {page.sections.map((section, index) => {
        const Renderer = renderers[section.type as Type] as ComponentType<{ section: typeof section }>;
        return <Renderer key={section.id ?? index} section={section} />;
      })}
    </>
  );
}
