import type { SectionOf } from "../../codegen/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import * as styles from "./timeline.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function Timeline({ section }: { section: SectionOf<"timeline"> }) {
  const langOf = useLangOf();
  return (
    <SectionFrame id={section.id} title={section.title}>
      <ol className={styles.timeline}>
        {section.items.map((item) => (
          <li key={item.year + item.title} className={styles.entry}>
            <span className={styles.year}>{item.year}</span>
            <h3 className={styles.title} lang={langOf(item.title)}>
              {item.title}
            </h3>
            {item.body && (
              <p className={styles.body} lang={langOf(item.body)}>
                {item.body}
              </p>
            )}
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
