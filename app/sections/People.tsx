import type { SectionOf } from "../../codegen/schema/index.ts";
import * as styles from "./section.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function People({ section }: { section: SectionOf<"people"> }) {
  return (
    <SectionFrame id={section.id} title={section.title} alt>
      <ul className={styles.grid}>
        {section.items.map((person) => (
          <li key={person.name} className={styles.card}>
            <h3 className={styles.cardTitle}>{person.name}</h3>
            <p className={styles.cardBody}>{person.role}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
