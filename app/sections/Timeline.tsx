import type { SectionOf } from "#model/schema/index.ts";
import * as styles from "./timeline.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

export function Timeline({ section }: { section: SectionOf<"timeline"> }) {
  return (
    <SectionFrame id={section.id} title={section.title}>
      <ol className={styles.timeline}>
        {section.items.map((item) => (
          <li key={item.year + item.title} className={styles.entry}>
            <span className={styles.year}>{item.year}</span>
            <Text as="h3" className={styles.title} text={item.title} />
            <Text as="p" className={styles.body} text={item.body} />
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
