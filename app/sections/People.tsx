import type { SectionOf } from "#model/schema/index.ts";
import * as styles from "./section.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

export function People({ section }: { section: SectionOf<"people"> }) {
  return (
    <SectionFrame id={section.id} title={section.title} alt>
      <ul className={styles.grid}>
        {section.items.map((person) => (
          <li key={person.name} className={styles.card}>
            <Text as="h3" className={styles.cardTitle} text={person.name} />
            <Text as="p" className={styles.cardBody} text={person.role} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
