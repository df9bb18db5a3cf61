import type { SectionOf } from "#model/schema/index.ts";
import { useSite } from "../lib/use-site.ts";
import { container } from "../ui/layout.css.ts";
import { LastUpdated } from "./LastUpdated.tsx";
import * as styles from "./legal.css.ts";

/** The legal pages' "Last Updated" line, for pages built from sections (the SLA terms). */
export function LastUpdatedSection({ section }: { section: SectionOf<"last-updated"> }) {
  const site = useSite();
  return (
    <div id={section.id} className={container}>
      <p className={`${styles.updated} ${styles.updatedBar}`}>
        {site.labels.lastUpdated}: <LastUpdated value={section.value} />
      </p>
    </div>
  );
}
