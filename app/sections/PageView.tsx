import { Fragment, type ComponentType, type ReactNode } from "react";
import type { PageOf, SectionOf, SectionType } from "#model/schema/index.ts";

/** The renderer of each section kind a page uses (app/sections/renderers.ts has every kind's). */
export type SectionRenderers<Type extends SectionType> = { [Kind in Type]: ComponentType<{ section: SectionOf<Kind> }> };

export interface PageViewProps<Type extends SectionType> {
  page: PageOf<Type>;
  renderers: SectionRenderers<Type>;
  /** Shown after the first section, which holds the page's heading (a form's confirmation that moved here). */
  afterHeading?: ReactNode;
}

export function PageView<Type extends SectionType>({ page, renderers, afterHeading }: PageViewProps<Type>) {
  return (
    <>
      {page.sections.map((section, index) => {
        const Renderer = renderers[section.type as Type] as ComponentType<{ section: typeof section }>;
        return (
          <Fragment key={section.id ?? index}>
            <Renderer section={section} />
            {index === 0 && afterHeading}
          </Fragment>
        );
      })}
    </>
  );
}
