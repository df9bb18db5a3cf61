import type { SectionOf } from "../../codegen/schema/index.ts";
import * as styles from "./stats.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function Stats({ section }: { section: SectionOf<"stats"> }) {
  return (
    <SectionFrame id={section.id} title={section.title} alt>
      <dl className={styles.stats}>
        {section.items.map((item) => (
          <div key={item.label} className={styles.stat}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}
