import type { SectionOf } from "../../codegen/schema/index.ts";
import * as styles from "./timeline.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function Timeline({ section }: { section: SectionOf<"timeline"> }) {
  return (
    <SectionFrame id={section.id} title={section.title}>
      <ol className={styles.timeline}>
        {section.items.map((item) => (
          <li key={item.year + item.title} className={styles.entry}>
            <span className={styles.year}>{item.year}</span>
            <h3 className={styles.title}>{item.title}</h3>
            {item.body && <p className={styles.body}>{item.body}</p>}
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
