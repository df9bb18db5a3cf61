import { Fragment, type ComponentType, type ReactNode } from "react";
import type { PageOf, SectionOf, SectionType } from "#model/schema/index.ts";
import * as styles from "./section.css.ts";

/** The renderer of each section kind a page uses (app/sections/renderers.ts has every kind's). */
export type SectionRenderers<Type extends SectionType> = { [Kind in Type]: ComponentType<{ section: SectionOf<Kind> }> };

export interface PageViewProps<Type extends SectionType> {
  page: PageOf<Type>;
  renderers: SectionRenderers<Type>;
  /** Shown after the first section, which holds the page's heading (a form's confirmation that moved here). */
  afterHeading?: ReactNode;
}

export function PageView<Type extends SectionType>({ page, renderers, afterHeading }: PageViewProps<Type>) {
  const render = (section: SectionOf<Type>) => {
    const Renderer = renderers[section.type as Type] as ComponentType<{ section: typeof section }>;
    return <Renderer section={section} />;
  };
  // A form may name a section to sit beside it (codegen checks that it is one of this page's cards): the two
  // share a row from 1024 px, the form first in reading order, and that section shows nowhere else.
  const besideOf = (section: SectionOf<Type>) =>
    section.type === "form" && "beside" in section ? page.sections.find((other) => other.id === section.beside) : undefined;
  const placedBeside = new Set(page.sections.map(besideOf).filter((section) => section !== undefined));
  return (
    <>
      {page.sections.map((section, index) => {
        if (placedBeside.has(section)) return null;
        const beside = besideOf(section);
        return (
          <Fragment key={section.id ?? index}>
            {beside ? (
              <div className={styles.beside}>
                {render(section)}
                {render(beside)}
              </div>
            ) : (
              render(section)
            )}
            {index === 0 && afterHeading}
          </Fragment>
        );
      })}
    </>
  );
}
